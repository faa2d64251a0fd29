import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements in it (a link, a bold address) where its placeholders stand: the catalogue keeps the
 * whole sentence, so each language orders it as it speaks ("… {terms} और {privacy} से सहमत होते हैं"). `said` is the message
 * rendered with each element's placeholder given back as itself (`{ terms: "{terms}" }`, see `slots`).
 */
export function richText(said: string, parts: Record<string, ReactNode>): ReactNode {
  return said.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={index}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}

/** The values that render each named placeholder as itself, for richText to put the elements in. */
export const slots = (...names: string[]): Record<string, string> => Object.fromEntries(names.map((name) => [name, `{${name}}`]));
