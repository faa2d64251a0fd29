interface PointListProps {
  items: readonly string[];
  /** "check-list" puts a green check before each point; "tag-list" shows each as a small tag (an indicator family's members). */
  look?: "check-list" | "tag-list";
}

/** Short points as a list, each its own line or tag. */
export function PointList({ items, look = "check-list" }: PointListProps) {
  return (
    <ul className={look}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
