import type { ReactNode } from "react";
import styled from "styled-components";
import { useDocumentTitle } from "../hooks/useDocumentTitle";

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
  h1 { margin: 0; font-size: 1.6rem; }
`;

/** The title of a screen (its one h1, and the document title) with the screen's main actions beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Header>
      <h1>{title}</h1>
      {children && <div>{children}</div>}
    </Header>
  );
}
