import styled from "styled-components";

/** A fixed-size preview of an uploaded or existing image; the alt text is the admin's. */
export const ImagePreview = styled.img<{ $wide?: boolean }>`
  width: ${({ $wide }) => ($wide ? "16rem" : "7rem")};
  max-width: 100%;
  aspect-ratio: ${({ $wide }) => ($wide ? "16 / 6" : "1")};
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.page};
`;
