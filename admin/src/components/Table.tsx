import styled from "styled-components";

/** Wide tables scroll sideways inside this box on small screens instead of breaking the layout. */
export const TableScroll = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export const Table = styled.table`
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

/** A table's header row, one column heading each. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
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
