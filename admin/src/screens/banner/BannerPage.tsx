import { useRef, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ImagePreview } from "../../components/form/ImagePreview";
import { PageHeader } from "../../components/PageHeader";
import { Pagination } from "../../components/Pagination";
import { RowActions } from "../../components/RowActions";
import { EmptyState, ErrorMessage, Loading } from "../../components/QueryState";
import { StatusBadge } from "../../components/StatusBadge";
import {
  AdminBannerSlidesDocument,
  CreateBannerSlideDocument,
  DeleteBannerSlideDocument,
  UpdateBannerSlideDocument,
  type BannerSlideFieldsFragment,
  type BannerSlideInput,
} from "../../gql/graphql";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { useListParams } from "../../hooks/useListParams";
import { useSaveOutcome } from "../../hooks/useSaveOutcome";
import { attempt, toCallError } from "@shop/client/call-result";
import { BannerSlideForm, EMPTY_SLIDE, type BannerSlideFormValues } from "./BannerSlideForm";

const Slides = styled.ol`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  gap: 1rem;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    align-items: flex-start;
    padding: 1rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  .about { flex: 1; min-width: 12rem; overflow-wrap: anywhere; }
  .about p { margin: 0.25rem 0; }
  .actions { display: flex; gap: 0.5rem; }
`;

type Editing = { mode: "add" } | { mode: "edit"; slide: BannerSlideFieldsFragment } | null;

const slideToForm = (slide: BannerSlideFieldsFragment): BannerSlideFormValues => ({
  desktopImage: slide.desktopImage.url,
  mobileImage: slide.mobileImage.url,
  altText: slide.altText,
  headline: slide.headline ?? "",
  text: slide.text ?? "",
  buttonLabel: slide.buttonLabel ?? "",
  link: slide.link ?? "",
  position: String(slide.position),
  isActive: slide.isActive,
});

const formToSlideInput = (values: BannerSlideFormValues): BannerSlideInput => ({
  desktopImage: values.desktopImage,
  mobileImage: values.mobileImage,
  altText: values.altText.trim(),
  headline: values.headline.trim() || null,
  text: values.text.trim() || null,
  buttonLabel: values.buttonLabel.trim() || null,
  link: values.link.trim() || null,
  position: Number(values.position),
  isActive: values.isActive,
});

/** The home page banner's slides (desktop and mobile image, alt text, headline, text, button and link, order, active) with previews. */
export function BannerPage() {
  const { paging, pager } = useListParams();
  const { data, previousData, loading, error, refetch } = useQuery(AdminBannerSlidesDocument, {
    variables: paging,
    fetchPolicy: "cache-and-network",
  });
  const [createSlide] = useMutation(CreateBannerSlideDocument);
  const [updateSlide] = useMutation(UpdateBannerSlideDocument);
  const [deleteSlide] = useMutation(DeleteBannerSlideDocument);
  const { confirmAndDelete, deleting } = useConfirmedDelete();
  const [editing, setEditing] = useState<Editing>(null);
  const { failure, settle, clearFailure } = useSaveOutcome();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const page = (data ?? previousData)?.bannerSlides;
  const slides = page?.nodes;

  const open = (next: Editing) => {
    clearFailure();
    setEditing(next);
    // Move focus to the form so keyboard and screen reader users land where the work is.
    requestAnimationFrame(() => formHeading.current?.focus());
  };

  const save = async (values: BannerSlideFormValues) => {
    const input = formToSlideInput(values);
    const existing = editing?.mode === "edit" ? editing.slide : null;
    const result = existing
      ? await attempt(() => updateSlide({ variables: { id: existing.id, input } }), "Failed to update banner slide")
      : await attempt(() => createSlide({ variables: { input } }), "Failed to add banner slide");
    return settle(
      result,
      {
        success: existing ? "Banner slide updated successfully!" : "Banner slide added successfully!",
        failure: "Failed to save banner slide",
      },
      () => {
        setEditing(null);
        void refetch();
      },
    );
  };

  const remove = (slide: BannerSlideFieldsFragment) =>
    confirmAndDelete({
      id: slide.id,
      what: `the banner slide “${slide.altText}”`,
      success: "Banner slide deleted successfully!",
      failure: "Failed to delete banner slide",
      call: () => deleteSlide({ variables: { id: slide.id } }),
      then: refetch,
    });

  return (
    <>
      <PageHeader title="Banner">
        <Button type="button" onClick={() => open({ mode: "add" })} disabled={editing?.mode === "add"}>
          Add slide
        </Button>
      </PageHeader>
      {editing && (
        <section aria-labelledby="slide-form-heading" style={{ marginBottom: "2rem" }}>
          <h2 id="slide-form-heading" ref={formHeading} tabIndex={-1}>
            {editing.mode === "add" ? "Add slide" : "Edit slide"}
          </h2>
          {failure && <ErrorMessage error={failure} />}
          <BannerSlideForm
            key={editing.mode === "edit" ? editing.slide.id : "new"}
            initialValues={
              editing.mode === "edit" ? slideToForm(editing.slide) : { ...EMPTY_SLIDE, position: String(page?.totalCount ?? 0) }
            }
            submitLabel={editing.mode === "add" ? "Add slide" : "Update slide"}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}
      <h2>Slides</h2>
      {error && <ErrorMessage error={toCallError(error, "Failed to fetch banner slides")} onRetry={() => void refetch()} />}
      {loading && !slides && <Loading label="Loading slides…" />}
      {slides && slides.length === 0 && <EmptyState>No slides yet: the home page shows no banner.</EmptyState>}
      {slides && slides.length > 0 && (
        <Slides aria-label="Banner slides in order">
          {slides.map((slide) => (
            <li key={slide.id}>
              <ImagePreview src={slide.desktopImage.url} alt={`${slide.altText} (desktop)`} $wide />
              <ImagePreview src={slide.mobileImage.url} alt={`${slide.altText} (mobile)`} />
              <div className="about">
                <p>
                  <strong>{slide.altText}</strong>
                </p>
                <p>Position {slide.position}</p>
                {slide.headline && <p>Headline: {slide.headline}</p>}
                {slide.buttonLabel && <p>Button: {slide.buttonLabel}</p>}
                <p>Link: {slide.link ?? "none"}</p>
                <StatusBadge color={slide.isActive ? "green" : "gray"}>{slide.isActive ? "Active" : "Inactive"}</StatusBadge>
              </div>
              <div className="actions">
                <RowActions
                  name={`slide ${slide.altText}`}
                  onEdit={() => open({ mode: "edit", slide })}
                  deleting={deleting === slide.id}
                  onDelete={() => void remove(slide)}
                />
              </div>
            </li>
          ))}
        </Slides>
      )}
      {page && <Pagination of={page} pager={pager} />}
    </>
  );
}
