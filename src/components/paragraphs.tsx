/** A body stored as paragraphs. */
export function Paragraphs({ items, className = 'prose' }: { items: string[]; className?: string }) {
  return (
    <div className={className}>
      {items.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </div>
  );
}
