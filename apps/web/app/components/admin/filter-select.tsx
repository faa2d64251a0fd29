/** One choice of a back-office queue's GET filter form: a labelled select whose options are a closed list's labels. */
export function FilterSelect<T extends string | number>({
  label,
  name,
  value,
  values,
  labelOf,
  before = [],
  after = [],
}: {
  label: string;
  name: string;
  /** The option chosen now, as it stands in the query ("" for the first of `before`). */
  value: string;
  values: readonly T[];
  labelOf(value: T): string;
  /** Options that are not one value of the list: "any", "nobody yet", "every state". */
  before?: readonly FilterOption[];
  after?: readonly FilterOption[];
}) {
  return (
    <label>
      {label}{" "}
      <select name={name} defaultValue={value}>
        {before.map(option)}
        {values.map((item) => (
          <option key={item} value={item}>
            {labelOf(item)}
          </option>
        ))}
        {after.map(option)}
      </select>
    </label>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

function option({ value, label }: FilterOption) {
  return (
    <option key={`extra-${value}`} value={value}>
      {label}
    </option>
  );
}
