import type { ReactNode } from "react";

/** One term and its value inside a <dl>, wrapped in a div so a grid can lay the pairs out (valid HTML). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
