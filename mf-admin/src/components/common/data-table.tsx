import type { Key, ReactNode } from 'react';
import { StackingTable, Table, TableWrap } from 'shared-contracts/ui/table';
import { NoWrapCell } from './layout';

/** One column of an admin table: its heading and what each row shows in it. */
export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** A figure: right-aligned in tabular figures. */
  num?: boolean;
  /** Kept on one line (an order number, a date). */
  noWrap?: boolean;
  /** Stacked on a phone, the cell takes the whole line without its heading (the row's name). */
  unlabelled?: boolean;
}

/**
 * The admin's data table: the kit's table in its sideways-scrolling wrapper, one heading per column and one row
 * per item. A column given as `false` is left out (one that only some pages show). With `stack`, each row becomes
 * a card of labelled lines on a phone (the kit's StackingTable; a column whose heading is text labels its cells).
 */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  stack = false,
  label,
}: {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly (Column<T> | false)[];
  stack?: boolean;
  /** The table's accessible name, when no caption names it. */
  label?: string;
}) {
  const shown = columns.filter((column): column is Column<T> => column !== false);
  const TableOf = stack ? StackingTable : Table;
  const labelOf = (column: Column<T>) =>
    stack && !column.unlabelled && typeof column.header === 'string' ? { 'data-label': column.header } : {};
  // Stacked, a cell's content is one piece beside its label.
  const content = (node: ReactNode) => (stack ? <span>{node}</span> : node);
  return (
    <TableWrap>
      <TableOf aria-label={label}>
        <thead>
          <tr>
            {shown.map((column, i) => (
              <th key={i} className={column.num ? 'num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {shown.map((column, i) =>
                column.noWrap ? (
                  <NoWrapCell key={i} {...labelOf(column)}>
                    {content(column.cell(row))}
                  </NoWrapCell>
                ) : (
                  <td key={i} className={column.num ? 'num' : undefined} {...labelOf(column)}>
                    {content(column.cell(row))}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </TableOf>
    </TableWrap>
  );
}
