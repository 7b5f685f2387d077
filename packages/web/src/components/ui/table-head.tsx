/** A table's column headers: small uppercase labels, numeric columns right-aligned. */
export function TableHead({ columns }: { columns: Array<{ label: string; numeric?: boolean; className?: string }> }) {
  return (
    <thead>
      <tr className="text-left text-xs uppercase tracking-wide text-muted">
        {columns.map((column) => (
          <th key={column.label} scope="col" className={`py-2 ${column.numeric ? 'pl-2 text-right' : ''} ${column.className ?? ''}`}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
