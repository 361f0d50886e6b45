import type { ReactNode } from "react";
import styled from "styled-components";

/** Wide tables scroll sideways inside this box on small screens instead of breaking the layout. */
const TableScroll = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption { text-align: left; padding: 0.75rem 1rem; font-weight: 600; }
  th, td {
    padding: 0.65rem 0.9rem;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th { background: ${({ theme }) => theme.colors.page}; font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.03em; color: ${({ theme }) => theme.colors.muted}; }
  tbody tr:last-child td { border-bottom: none; }
  td.actions, td.nowrap { white-space: nowrap; }
  td.actions > * + * { margin-left: 0.5rem; }
`;

/** A column heading with more than its name: a control (a sort button, a select-all box), and the order it sorts the rows in. */
export interface ColumnHeading {
  key: string;
  content: ReactNode;
  sort?: "ascending" | "descending" | "none";
}

/**
 * A table in its scroll box: one heading per column, then the rows it is given. The caption names
 * the table for screen readers; `busy` marks it while a newer page of rows loads.
 */
export function DataTable({
  columns,
  caption,
  busy,
  children,
}: {
  columns: Array<string | ColumnHeading>;
  caption?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <TableScroll aria-busy={busy}>
      <Table>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.key} scope="col" aria-sort={column.sort}>
                  {column.content}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableScroll>
  );
}

export const Thumb = styled.img`
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.page};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;
