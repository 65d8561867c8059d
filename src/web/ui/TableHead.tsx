/** A table's head row: one column header a label (a label with a class for aligned columns). */
export function TableHead({
  labels,
}: {
  labels: readonly (string | { label: string; className: string })[];
}) {
  return (
    <thead>
      <tr>
        {labels.map((l, i) => {
          const { label, className } = typeof l === 'string' ? { label: l, className: undefined } : l;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, two may share a text
            <th key={i} scope="col" className={className}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
