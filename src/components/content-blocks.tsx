import type { ContentBlock } from '../domain/content-core';

/** A page body from the API: headings, paragraphs and lists, as a readable prose column. */
export function ContentBlocks({ blocks, headingLevel = 2 }: { blocks: ContentBlock[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="prose">
      {blocks.map((block, index) => {
        if (block.type === 'heading') return <Heading key={index}>{block.text}</Heading>;
        if (block.type === 'list')
          return (
            <ul key={index}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
