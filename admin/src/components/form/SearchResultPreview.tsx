import styled from "styled-components";

interface Props {
  title: string;
  url: string;
  description: string;
}

/** How a page may show up in a search engine's results: its title, its address and its meta description. */
export function SearchResultPreview({ title, url, description }: Props) {
  return (
    <Card aria-label="Search result preview">
      <p className="title">{title}</p>
      <p className="url">{url}</p>
      <p className="description">{description}</p>
    </Card>
  );
}

const Card = styled.section`
  grid-column: 1 / -1;
  padding: 0.75rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  p { margin: 0; }
  .title { font-size: 1.1rem; color: ${({ theme }) => theme.colors.primary}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .url { font-size: 0.85rem; color: ${({ theme }) => theme.colors.success}; overflow-wrap: anywhere; }
  .description {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;
