import type { ReactNode } from 'react';

export interface Figure {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** The headline figure (the amount to pay). */
  main?: boolean;
}

/** Label–value pairs: a result or the settings a calculator uses. */
export function FigureList({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    <dl className={`calc-figures${className ? ` ${className}` : ''}`}>
      {figures.map((figure) => (
        <div
          key={figure.key}
          className={`calc-figures__row${figure.main ? ' calc-figures__row--main' : ''}`}
          data-figure={figure.key}
        >
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
