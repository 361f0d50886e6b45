import { useMutation, useQuery } from "@apollo/client/react";
import { ButtonLink } from "../../components/Button";
import { ListState } from "../../components/ListState";
import { PageHeader } from "../../components/PageHeader";
import { RowActions } from "../../components/RowActions";
import { StatusBadge } from "../../components/StatusBadge";
import { DataTable } from "../../components/Table";
import { AdminCouponsDocument, DeleteCouponDocument, type CouponFieldsFragment } from "../../gql/graphql";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { useListParams } from "../../hooks/useListParams";
import { formatIndiaDate } from "@shop/words/india-time";
import { formatRupees } from "@shop/words/money";
import type { BadgeColor } from "../../theme";

const STATUS: Record<CouponFieldsFragment["status"], { label: string; color: BadgeColor }> = {
  ACTIVE: { label: "Active", color: "green" },
  INACTIVE: { label: "Inactive", color: "gray" },
  EXPIRED: { label: "Expired", color: "red" },
  SCHEDULED: { label: "Scheduled", color: "gray" },
  USED_UP: { label: "Used up", color: "red" },
};

const discountText = (coupon: CouponFieldsFragment) => {
  const discount =
    coupon.discountType === "PERCENTAGE" ? `${coupon.percentOff}%` : coupon.amountOff ? formatRupees(coupon.amountOff.paise) : null;
  if (discount && coupon.freeDelivery) return `${discount} + free delivery`;
  return discount ?? (coupon.freeDelivery ? "Free delivery" : "—");
};

const typeText = (coupon: CouponFieldsFragment) =>
  coupon.discountType === "PERCENTAGE" ? "Percentage" : coupon.discountType === "AMOUNT" ? "Fixed amount" : "Free delivery";

/** The coupons: code, discount, type, expiry, status, what each did (uses, revenue, discount given), edit and delete. */
export function CouponsPage() {
  const { paging, pager } = useListParams();
  const list = useQuery(AdminCouponsDocument, {
    variables: paging,
    fetchPolicy: "cache-and-network",
  });
  const { data, previousData, loading, refetch } = list;
  const [deleteCoupon] = useMutation(DeleteCouponDocument);
  const { confirmAndDelete, deleting } = useConfirmedDelete();
  const coupons = (data ?? previousData)?.coupons;

  const remove = (coupon: CouponFieldsFragment) =>
    confirmAndDelete({
      id: coupon.id,
      what: `the coupon ${coupon.code}`,
      success: "Coupon deleted successfully!",
      failure: "Failed to delete coupon",
      call: () => deleteCoupon({ variables: { id: coupon.id } }),
      then: refetch,
    });

  return (
    <>
      <PageHeader title="Coupon Code">
        <ButtonLink to="/add-coupon/new">Add coupon</ButtonLink>
      </PageHeader>
      <ListState
        items={coupons?.nodes}
        query={list}
        failure="Failed to fetch coupons"
        loadingLabel="Loading coupons…"
        empty="No coupons yet."
        pages={{ of: coupons, pager }}
      >
        {(items) => (
          <DataTable
            caption="Coupons"
            columns={["Code", "Discount", "Type", "Expiry", "Uses", "Revenue", "Discount given", "Status", "Actions"]}
            busy={loading}
          >
            {items.map((coupon) => (
              <tr key={coupon.id}>
                <td>
                  <strong>{coupon.code}</strong>
                </td>
                <td className="nowrap">{discountText(coupon)}</td>
                <td>{typeText(coupon)}</td>
                <td className="nowrap">{coupon.expiresAt ? formatIndiaDate(coupon.expiresAt) : "No expiry"}</td>
                <td className="nowrap">
                  {coupon.usage.orders}
                  {coupon.usageLimit ? ` of ${coupon.usageLimit}` : ""}
                </td>
                <td className="nowrap">{formatRupees(coupon.usage.revenue.paise)}</td>
                <td className="nowrap">{formatRupees(coupon.usage.discount.paise)}</td>
                <td>
                  <StatusBadge color={STATUS[coupon.status].color}>{STATUS[coupon.status].label}</StatusBadge>
                </td>
                <td className="actions">
                  <RowActions
                    name={`coupon ${coupon.code}`}
                    editTo={`/add-coupon/${coupon.id}`}
                    deleting={deleting === coupon.id}
                    onDelete={() => void remove(coupon)}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </>
  );
}
