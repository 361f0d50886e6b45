import { useMutation, useQuery } from "@apollo/client/react";
import { useNavigate, useParams } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import { ErrorMessage, Loading } from "../../components/QueryState";
import { AdminCouponDocument, CreateCouponDocument, UpdateCouponDocument } from "../../gql/graphql";
import { useAllCategories } from "../../hooks/useAllCategories";
import { useSaveOutcome } from "../../hooks/useSaveOutcome";
import { attempt, toCallError } from "@shop/client/call-result";
import { CouponForm, EMPTY_COUPON, type CouponFormValues } from "./CouponForm";
import { couponToForm, formToCouponInput } from "./coupon-values";

/**
 * Add or edit a coupon (/admin/add-coupon/{id}): it edits when the id matches a known
 * coupon, and adds otherwise ("new", or an id that is not a coupon).
 */
export function CouponEditPage() {
  const { id = "new" } = useParams();
  const navigate = useNavigate();
  const lookUp = id !== "new";
  const existing = useQuery(AdminCouponDocument, { variables: { id }, skip: !lookUp });
  const categories = useAllCategories().categories.map((c) => ({ value: c.id, label: c.name }));
  const [createCoupon] = useMutation(CreateCouponDocument);
  const [updateCoupon] = useMutation(UpdateCouponDocument);
  const { failure, settle } = useSaveOutcome();

  const lookupError = existing.error ? toCallError(existing.error, "Failed to fetch coupons") : null;
  const coupon = existing.data?.coupon;
  // No such coupon (null) opens the Add form; a failed look-up must not.
  if (lookUp && existing.loading) return <Loading label="Loading coupon…" />;
  if (lookupError) {
    return (
      <>
        <PageHeader title="Edit coupon" />
        <ErrorMessage error={lookupError} onRetry={() => void existing.refetch()} />
      </>
    );
  }

  const save = async (values: CouponFormValues) => {
    const input = formToCouponInput(values);
    const result = coupon
      ? await attempt(() => updateCoupon({ variables: { id: coupon.id, input } }), "Failed to update coupon")
      : await attempt(() => createCoupon({ variables: { input } }), "Failed to add coupon");
    return settle(
      result,
      { success: coupon ? "Coupon updated successfully!" : "Coupon added successfully!", failure: "Failed to save coupon" },
      () => void navigate("/coupon-code"),
    );
  };

  return (
    <>
      <PageHeader title={coupon ? `Edit coupon ${coupon.code}` : "Add coupon"} />
      {failure && <ErrorMessage error={failure} />}
      <CouponForm
        key={coupon?.id ?? "new"}
        initialValues={coupon ? couponToForm(coupon) : EMPTY_COUPON}
        submitLabel={coupon ? "Update coupon" : "Add coupon"}
        onSubmit={save}
        categories={categories}
      />
    </>
  );
}
