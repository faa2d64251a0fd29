import type { ReactNode } from "react";

/** Side-by-side notes under a table or a card grid (prices before GST, which data add-on suits whom). */
export function InfoNotes({ notes }: { notes: readonly ReactNode[] }) {
  return (
    <div className="grid grid--2 spaced-top">
      {notes.map((note, index) => (
        // The notes are fixed for the page: their order is their identity.
        <div key={index} className="notice notice--info">
          <p>{note}</p>
        </div>
      ))}
    </div>
  );
}
