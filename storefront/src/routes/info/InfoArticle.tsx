import type { ReactNode } from "react";
import styled from "styled-components";
import { Page, PageTitle } from "../../components/ui/Page";
import { usePageMeta } from "../../lib/page-meta";

/** The frame of an information page: its title, meta description and readable text column. */
export function InfoArticle({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  usePageMeta(title, description);
  return (
    <Page>
      <Article>
        <PageTitle>{title}</PageTitle>
        {children}
      </Article>
    </Page>
  );
}

const Article = styled.article`
  max-width: 760px;
  h2 { font-size: 1.3rem; margin: 2rem 0 0.5rem; }
  li { margin-bottom: 0.35rem; }
`;
