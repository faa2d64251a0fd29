/** Links to the sections of this page, by their ids: a FAQ's topics, a legal text's contents. */
export function SectionLinks({
  sections,
  ordered = false,
  className,
}: {
  sections: readonly { id: string; title: string }[];
  /** A numbered list, for numbered sections. */
  ordered?: boolean;
  className?: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className}>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.title}</a>
        </li>
      ))}
    </List>
  );
}
