import type { ReactNode } from "react";

export interface TextCard {
  title: string;
  text: ReactNode;
  /** What the card shows under its paragraph: a list of variants, a link to read more. */
  more?: ReactNode;
}

interface TextCardsProps {
  items: readonly TextCard[];
  columns: 2 | 3 | 4;
  /** `card product-card` for the cards of the product pages. */
  cardClassName?: string;
}

/** A grid of cards, each a heading and its paragraph (who an edition is for, what partners get, the data add-ons). */
export function TextCards({ items, columns, cardClassName = "card" }: TextCardsProps) {
  return (
    <div className={`grid grid--${columns}`}>
      {items.map((item) => (
        <article key={item.title} className={cardClassName}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          {item.more}
        </article>
      ))}
    </div>
  );
}
