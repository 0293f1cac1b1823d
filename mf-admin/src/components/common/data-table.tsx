import type { Key, ReactNode } from 'react';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { NoWrapCell } from './layout';

/** One column of an admin table: its heading and what each row shows in it. */
export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** A figure: right-aligned in tabular figures. */
  num?: boolean;
  /** Kept on one line (an order number, a date). */
  noWrap?: boolean;
}

/**
 * The admin's data table: the kit's table in its sideways-scrolling wrapper, one heading per column and one row
 * per item. A column given as `false` is left out (one that only some pages show).
 */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
}: {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly (Column<T> | false)[];
}) {
  const shown = columns.filter((column): column is Column<T> => column !== false);
  return (
    <TableWrap>
      <Table>
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
                  <NoWrapCell key={i}>{column.cell(row)}</NoWrapCell>
                ) : (
                  <td key={i} className={column.num ? 'num' : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
