/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AcceptStaffInvitation($input: AcceptStaffInvitationInput!) {\n  acceptStaffInvitation(input: $input) {\n    ...StaffSignInStepFields\n  }\n}": typeof types.AcceptStaffInvitationDocument,
    "mutation AddGstRate($input: GstRateInput!) {\n  addGstRate(input: $input) {\n    id\n    hsn\n    rate\n    effectiveFrom\n  }\n}": typeof types.AddGstRateDocument,
    "mutation AddProductOptionValue($input: ProductOptionValueInput!) {\n  addProductOptionValue(input: $input) {\n    id\n    kind\n    name\n    swatch\n    productCount\n  }\n}": typeof types.AddProductOptionValueDocument,
    "query AdminBannerSlides($first: Int, $after: String) {\n  bannerSlides(includeInactive: true, first: $first, after: $after) {\n    nodes {\n      ...BannerSlideFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AdminBannerSlidesDocument,
    "query AdminCategories($first: Int, $after: String) {\n  categories(includeUnpublished: true, first: $first, after: $after) {\n    nodes {\n      ...CategoryFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AdminCategoriesDocument,
    "query AdminCategory($slug: String!) {\n  category(idOrSlug: $slug) {\n    ...CategoryFields\n  }\n}": typeof types.AdminCategoryDocument,
    "query AdminCoupon($id: ID!) {\n  coupon(id: $id) {\n    ...CouponFields\n  }\n}": typeof types.AdminCouponDocument,
    "query AdminCoupons($first: Int, $after: String) {\n  coupons(first: $first, after: $after) {\n    nodes {\n      ...CouponFields\n      usage {\n        orders\n        revenue {\n          paise\n        }\n        discount {\n          paise\n        }\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AdminCouponsDocument,
    "query AdminDashboard {\n  adminDashboard(recentCount: 5) {\n    productCount\n    recentOrders {\n      ...OrderSummaryFields\n    }\n  }\n}": typeof types.AdminDashboardDocument,
    "query AdminEnquiries($kind: EnquiryKind, $first: Int, $after: String) {\n  enquiries(kind: $kind, first: $first, after: $after) {\n    nodes {\n      id\n      kind\n      name\n      email\n      phone\n      message\n      quantity\n      createdAt\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AdminEnquiriesDocument,
    "query AdminOrder($id: ID!) {\n  order(id: $id) {\n    ...OrderSummaryFields\n    customer {\n      id\n      email\n      signInPhone\n      signInMethods\n    }\n    deliveredAt\n    cancelledAt\n    paidAt\n    paidWith\n    couponCode\n    replacesOrderId\n    shipment {\n      courierName\n      trackingNumber\n      trackingUrl\n      shippedAt\n    }\n    history {\n      id\n      createdAt\n      actor\n      fromStatus\n      toStatus\n      note\n      customerVisible\n    }\n    returnRequests {\n      id\n      createdAt\n      kind\n      status\n      reason\n      photos\n      adminMessage\n      replacementOrderId\n      replacementOrderNumber\n      lines {\n        id\n        orderItemId\n        quantity\n        exchangeSize\n        exchangeColor\n      }\n    }\n    payment {\n      provider\n      status\n      method\n      providerOrderId\n      providerPaymentId\n      attention\n      capturedAt\n      events {\n        id\n        createdAt\n        source\n        type\n        summary\n      }\n    }\n    refunds {\n      ...RefundFields\n    }\n    shippingInfo {\n      address\n      city\n      state\n      postalCode\n      phoneNo\n    }\n    items {\n      id\n      name\n      image {\n        url\n        altText\n      }\n      price {\n        paise\n      }\n      quantity\n      size\n      color\n      giftWrap\n    }\n    invoice {\n      number\n      issuedAt\n      supplyType\n      pdfUrl\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    creditNotes {\n      id\n      number\n      issuedAt\n      reason\n      pdfUrl\n      amounts {\n        charged {\n          paise\n        }\n      }\n    }\n    totals {\n      subtotal {\n        paise\n      }\n      delivery {\n        paise\n      }\n      giftWrap {\n        paise\n      }\n      discount {\n        paise\n      }\n    }\n  }\n}": typeof types.AdminOrderDocument,
    "query AdminOrders($filter: OrderFilterInput, $first: Int, $after: String) {\n  orders(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...OrderSummaryFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AdminOrdersDocument,
    "query AdminPayout($id: ID!) {\n  payout(id: $id) {\n    payout {\n      ...PayoutFields\n    }\n    lines {\n      id\n      kind\n      entityId\n      providerPaymentId\n      orderId\n      orderNumber\n      amount {\n        paise\n      }\n      fee {\n        paise\n      }\n      tax {\n        paise\n      }\n      net {\n        paise\n      }\n    }\n  }\n}": typeof types.AdminPayoutDocument,
    "query AdminProduct($idOrSlug: String!) {\n  product(idOrSlug: $idOrSlug) {\n    ...ProductFields\n  }\n}": typeof types.AdminProductDocument,
    "query AdminProducts($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) {\n    nodes {\n      id\n      name\n      slug\n      sku\n      countInStock\n      variants {\n        label\n        countInStock\n      }\n      isPublished\n      updatedAt\n      price {\n        paise\n      }\n      discountPrice {\n        paise\n      }\n      images {\n        url\n        altText\n      }\n      category {\n        id\n        name\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AdminProductsDocument,
    "mutation AssignStaffRole($userId: ID!, $roleId: ID!) {\n  assignStaffRole(userId: $userId, roleId: $roleId) {\n    id\n    role {\n      id\n      name\n    }\n  }\n}": typeof types.AssignStaffRoleDocument,
    "query AuditLog($filter: AuditFilter, $first: Int, $after: String) {\n  auditEntries(filter: $filter, first: $first, after: $after) {\n    nodes {\n      id\n      at\n      actorId\n      actorEmail\n      address\n      operation\n      action\n      entityType\n      entityId\n      changes {\n        field\n        before\n        after\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.AuditLogDocument,
    "fragment BannerSlideFields on BannerSlide {\n  id\n  altText\n  headline\n  text\n  buttonLabel\n  link\n  position\n  isActive\n  desktopImage {\n    url\n  }\n  mobileImage {\n    url\n  }\n}": typeof types.BannerSlideFieldsFragmentDoc,
    "mutation BeginSecondFactorEnrolment($input: SecondFactorEnrolmentInput!) {\n  beginSecondFactorEnrolment(input: $input) {\n    secret\n    otpauthUri\n    qrCodeSvg\n  }\n}": typeof types.BeginSecondFactorEnrolmentDocument,
    "query CatalogCsv {\n  catalogCsv\n}": typeof types.CatalogCsvDocument,
    "query CatalogImport($id: ID!) {\n  catalogImport(id: $id) {\n    ...CatalogImportFields\n  }\n}": typeof types.CatalogImportDocument,
    "fragment CatalogImportFields on CatalogImport {\n  id\n  status\n  encoding\n  totalRows\n  rowsToCreate\n  rowsToUpdate\n  rowsUnchanged\n  rowsInvalid\n  invalidRows {\n    row\n    message\n  }\n  heldBackRows {\n    row\n    message\n  }\n  processedRows\n  failedRows {\n    row\n    message\n  }\n}": typeof types.CatalogImportFieldsFragmentDoc,
    "query CategoryChoices($first: Int, $after: String) {\n  categories(includeUnpublished: true, first: $first, after: $after) {\n    nodes {\n      id\n      name\n      slug\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.CategoryChoicesDocument,
    "fragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  isPublished\n  seoTitle\n  seoDescription\n  image {\n    url\n    altText\n  }\n}": typeof types.CategoryFieldsFragmentDoc,
    "fragment CodRemittanceFields on CodRemittance {\n  id\n  courier\n  receivedOn\n  reference\n  amount {\n    paise\n  }\n  ordersTotal {\n    paise\n  }\n  difference {\n    paise\n  }\n  orders {\n    orderId\n    orderNumber\n    amount {\n      paise\n    }\n  }\n}": typeof types.CodRemittanceFieldsFragmentDoc,
    "query CodRemittances($first: Int, $after: String) {\n  codRemittances(first: $first, after: $after) {\n    nodes {\n      ...CodRemittanceFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.CodRemittancesDocument,
    "query CodSettings {\n  shopSettings {\n    updatedAt\n    cod {\n      ...CodSettingsFields\n    }\n  }\n}": typeof types.CodSettingsDocument,
    "fragment CodSettingsFields on CodSettings {\n  maxOrderValue {\n    paise\n  }\n  fee {\n    paise\n  }\n  refusalLimit\n}": typeof types.CodSettingsFieldsFragmentDoc,
    "query CodSwitchedOffCustomers($first: Int, $after: String) {\n  codSwitchedOffCustomers(first: $first, after: $after) {\n    nodes {\n      userId\n      refusedOrders\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.CodSwitchedOffCustomersDocument,
    "mutation CompleteStaffSignIn($input: CompleteStaffSignInInput!) {\n  completeStaffSignIn(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.CompleteStaffSignInDocument,
    "mutation ConfirmSecondFactorEnrolment($input: ConfirmSecondFactorInput!) {\n  confirmSecondFactorEnrolment(input: $input) {\n    recoveryCodes\n    session {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n}": typeof types.ConfirmSecondFactorEnrolmentDocument,
    "fragment CouponFields on Coupon {\n  id\n  code\n  discountType\n  percentOff\n  amountOff {\n    paise\n  }\n  active\n  expiresAt\n  status\n  startsAt\n  usageLimit\n  perCustomerLimit\n  minOrder {\n    paise\n  }\n  firstOrderOnly\n  freeDelivery\n  prepaidOnly\n  categoryIds\n  usedCount\n}": typeof types.CouponFieldsFragmentDoc,
    "query CourierRates($orderId: ID!) {\n  courierRates(orderId: $orderId) {\n    courierId\n    courierName\n    rate {\n      paise\n    }\n    estimatedDays\n    recommended\n  }\n}": typeof types.CourierRatesDocument,
    "mutation CreateBannerSlide($input: BannerSlideInput!) {\n  createBannerSlide(input: $input) {\n    ...BannerSlideFields\n  }\n}": typeof types.CreateBannerSlideDocument,
    "mutation CreateCategory($input: CategoryInput!) {\n  createCategory(input: $input) {\n    ...CategoryFields\n  }\n}": typeof types.CreateCategoryDocument,
    "mutation CreateCoupon($input: CouponInput!) {\n  createCoupon(input: $input) {\n    ...CouponFields\n  }\n}": typeof types.CreateCouponDocument,
    "mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductFields\n  }\n}": typeof types.CreateProductDocument,
    "mutation CreateServiceabilityRule($input: ServiceabilityRuleInput!) {\n  createServiceabilityRule(input: $input) {\n    id\n  }\n}": typeof types.CreateServiceabilityRuleDocument,
    "mutation CreateStaffRole($input: StaffRoleInput!) {\n  createStaffRole(input: $input) {\n    ...StaffRoleFields\n  }\n}": typeof types.CreateStaffRoleDocument,
    "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}": typeof types.CreateWebhookEndpointDocument,
    "mutation DeleteBannerSlide($id: ID!) {\n  deleteBannerSlide(id: $id) {\n    id\n  }\n}": typeof types.DeleteBannerSlideDocument,
    "mutation DeleteCategory($id: ID!) {\n  deleteCategory(id: $id) {\n    id\n  }\n}": typeof types.DeleteCategoryDocument,
    "mutation DeleteCoupon($id: ID!) {\n  deleteCoupon(id: $id) {\n    id\n  }\n}": typeof types.DeleteCouponDocument,
    "mutation DeleteGstRate($id: ID!) {\n  deleteGstRate(id: $id) {\n    id\n  }\n}": typeof types.DeleteGstRateDocument,
    "mutation DeleteOrder($id: ID!) {\n  deleteOrder(id: $id) {\n    id\n  }\n}": typeof types.DeleteOrderDocument,
    "mutation DeleteProduct($id: ID!) {\n  deleteProduct(id: $id) {\n    id\n  }\n}": typeof types.DeleteProductDocument,
    "mutation DeleteProductOptionValue($id: ID!) {\n  deleteProductOptionValue(id: $id) {\n    id\n  }\n}": typeof types.DeleteProductOptionValueDocument,
    "mutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids) {\n    id\n  }\n}": typeof types.DeleteProductsDocument,
    "mutation DeleteServiceabilityRule($id: ID!) {\n  deleteServiceabilityRule(id: $id) {\n    id\n  }\n}": typeof types.DeleteServiceabilityRuleDocument,
    "mutation DeleteStaffRole($id: ID!) {\n  deleteStaffRole(id: $id) {\n    id\n  }\n}": typeof types.DeleteStaffRoleDocument,
    "mutation DeleteWebhookEndpoint($id: ID!) {\n  deleteWebhookEndpoint(id: $id) {\n    id\n  }\n}": typeof types.DeleteWebhookEndpointDocument,
    "mutation EndUserSessions($userId: ID!) {\n  endUserSessions(userId: $userId) {\n    message\n  }\n}": typeof types.EndUserSessionsDocument,
    "query FailedJobs($first: Int, $after: String) {\n  failedJobs(first: $first, after: $after) {\n    nodes {\n      id\n      name\n      retryCount\n      createdAt\n      failedAt\n      error\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.FailedJobsDocument,
    "mutation CorrectOrderStatus($id: ID!, $status: OrderStatus!, $reason: String!) {\n  correctOrderStatus(id: $id, status: $status, reason: $reason) {\n    id\n    status\n    allowedStatuses\n  }\n}\n\nmutation DecideReturn($id: ID!, $approve: Boolean!, $message: String) {\n  decideReturn(id: $id, approve: $approve, message: $message) {\n    id\n    status\n    adminMessage\n  }\n}\n\nmutation ReceiveReturn($id: ID!, $input: ReceiveReturnInput!) {\n  receiveReturn(id: $id, input: $input) {\n    id\n    status\n    replacementOrderId\n    replacementOrderNumber\n  }\n}": typeof types.CorrectOrderStatusDocument,
    "query GstRates($categoryId: ID, $productId: ID, $first: Int, $after: String) {\n  gstRates(\n    categoryId: $categoryId\n    productId: $productId\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      hsn\n      rate\n      effectiveFrom\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.GstRatesDocument,
    "query GstReport($month: String!) {\n  gstReport(month: $month) {\n    month\n    invoiceCount\n    creditNoteCount\n    net {\n      ...TaxAmountsFields\n    }\n    creditNotes {\n      ...TaxAmountsFields\n    }\n    byRate {\n      rate\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    byStateAndRate {\n      placeOfSupply\n      placeOfSupplyCode\n      supplyType\n      rate\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    hsnSummary {\n      hsn\n      rate\n      quantity\n      kinds\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    b2csCsvPath\n    hsnCsvPath\n  }\n}": typeof types.GstReportDocument,
    "mutation InviteStaff($input: InviteStaffInput!) {\n  inviteStaff(input: $input) {\n    ...StaffInvitationFields\n  }\n}": typeof types.InviteStaffDocument,
    "query InvoicingProblems {\n  shopSettings {\n    invoicingProblems\n  }\n}": typeof types.InvoicingProblemsDocument,
    "query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n}": typeof types.MeDocument,
    "query NewsletterSubscribers($first: Int, $after: String) {\n  newsletterSubscribers(first: $first, after: $after) {\n    nodes {\n      id\n      email\n      createdAt\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.NewsletterSubscribersDocument,
    "query OrderShiprocket($id: ID!) {\n  order(id: $id) {\n    id\n    status\n    shipment {\n      id\n      courierName\n      trackingNumber\n      trackingStatus\n      expectedDeliveryAt\n      scans {\n        status\n        activity\n        location\n        occurredAt\n      }\n      shiprocket {\n        progress\n        failure\n        attempts\n        shiprocketOrderId\n        labelUrl\n        manifestUrl\n        pickupScheduledFor\n      }\n    }\n  }\n}": typeof types.OrderShiprocketDocument,
    "fragment OrderSummaryFields on Order {\n  id\n  number\n  createdAt\n  status\n  allowedStatuses\n  paymentStatus\n  paymentMethod\n  customerEmail\n  customer {\n    id\n    firstName\n    lastName\n  }\n  shippingInfo {\n    firstName\n    lastName\n  }\n  totals {\n    total {\n      paise\n    }\n  }\n  invoice {\n    number\n  }\n}": typeof types.OrderSummaryFieldsFragmentDoc,
    "query PaymentsNeedingAttention($first: Int, $after: String) {\n  paymentsNeedingAttention(first: $first, after: $after) {\n    nodes {\n      id\n      orderId\n      orderNumber\n      createdAt\n      provider\n      providerOrderId\n      providerPaymentId\n      amount {\n        paise\n      }\n      attention\n      strayCaptures {\n        id\n        providerPaymentId\n        amount {\n          paise\n        }\n        reason\n        refundId\n      }\n      refunds {\n        ...RefundFields\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.PaymentsNeedingAttentionDocument,
    "fragment PayoutFields on Payout {\n  id\n  settlementId\n  utr\n  settledAt\n  amount {\n    paise\n  }\n  fees {\n    paise\n  }\n  tax {\n    paise\n  }\n}": typeof types.PayoutFieldsFragmentDoc,
    "query Payouts($first: Int, $after: String) {\n  payouts(first: $first, after: $after) {\n    nodes {\n      ...PayoutFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.PayoutsDocument,
    "mutation PreviewCatalogImportFile($base64: String!) {\n  previewCatalogImportFile(base64: $base64) {\n    ...CatalogImportFields\n  }\n}": typeof types.PreviewCatalogImportFileDocument,
    "fragment ProductFields on Product {\n  id\n  name\n  slug\n  seoTitle\n  seoDescription\n  sku\n  brand\n  collection\n  categoryId\n  description\n  price {\n    paise\n  }\n  discountPrice {\n    paise\n  }\n  countInStock\n  weight\n  dimensions {\n    length\n    width\n    height\n  }\n  sizes\n  colors\n  tags\n  material\n  gender\n  rating\n  numReviews\n  images {\n    url\n    altText\n  }\n  isPublished\n  isFeatured\n  variants {\n    size\n    color\n    sku\n    countInStock\n    priceOverride {\n      paise\n    }\n    images {\n      url\n      altText\n    }\n  }\n}": typeof types.ProductFieldsFragmentDoc,
    "query ProductOptionValues($kind: ProductOptionKind, $first: Int, $after: String) {\n  productOptionValues(kind: $kind, first: $first, after: $after) {\n    nodes {\n      id\n      kind\n      name\n      swatch\n      productCount\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ProductOptionValuesDocument,
    "query ProductOptions {\n  productOptions {\n    sizes\n    colors\n    materials\n  }\n}": typeof types.ProductOptionsDocument,
    "mutation PublishProducts($ids: [ID!]!) {\n  publishProducts(ids: $ids) {\n    id\n    isPublished\n    updatedAt\n  }\n}": typeof types.PublishProductsDocument,
    "mutation ReactivateStaff($userId: ID!) {\n  reactivateStaff(userId: $userId) {\n    message\n  }\n}": typeof types.ReactivateStaffDocument,
    "mutation ReconcileDayWithProvider($date: String!) {\n  reconcileDayWithProvider(date: $date)\n}": typeof types.ReconcileDayWithProviderDocument,
    "fragment ReconciliationDifferenceFields on ReconciliationDifference {\n  id\n  date\n  kind\n  description\n  providerPaymentId\n  paymentId\n  shopAmount {\n    paise\n  }\n  providerAmount {\n    paise\n  }\n  resolved\n}": typeof types.ReconciliationDifferenceFieldsFragmentDoc,
    "query ReconciliationDifferences($first: Int, $after: String, $unresolvedOnly: Boolean!) {\n  reconciliationDifferences(\n    first: $first\n    after: $after\n    unresolvedOnly: $unresolvedOnly\n  ) {\n    nodes {\n      ...ReconciliationDifferenceFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ReconciliationDifferencesDocument,
    "mutation RecordCodRemittance($input: CodRemittanceInput!) {\n  recordCodRemittance(input: $input) {\n    ...CodRemittanceFields\n  }\n}": typeof types.RecordCodRemittanceDocument,
    "mutation RecordSettlementsOfDay($date: String!) {\n  recordSettlementsOfDay(date: $date)\n}": typeof types.RecordSettlementsOfDayDocument,
    "mutation RedeliverWebhook($id: ID!) {\n  redeliverWebhook(id: $id) {\n    id\n    status\n  }\n}": typeof types.RedeliverWebhookDocument,
    "mutation RefundStrayCapture($id: ID!) {\n  refundStrayCapture(id: $id) {\n    id\n    status\n  }\n}": typeof types.RefundStrayCaptureDocument,
    "mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    status\n  }\n}\n\nmutation RecordManualRefund($input: ManualRefundInput!) {\n  recordManualRefund(input: $input) {\n    id\n    status\n  }\n}\n\nfragment RefundFields on Refund {\n  id\n  createdAt\n  amount {\n    paise\n  }\n  reason\n  method\n  status\n  reference\n  failure\n}": typeof types.RefundOrderDocument,
    "mutation RemoveStaff($userId: ID!) {\n  removeStaff(userId: $userId) {\n    message\n  }\n}": typeof types.RemoveStaffDocument,
    "mutation ResendStaffInvitation($id: ID!) {\n  resendStaffInvitation(id: $id) {\n    ...StaffInvitationFields\n  }\n}": typeof types.ResendStaffInvitationDocument,
    "mutation ResolveReconciliationDifference($id: ID!) {\n  resolveReconciliationDifference(id: $id) {\n    ...ReconciliationDifferenceFields\n  }\n}": typeof types.ResolveReconciliationDifferenceDocument,
    "mutation RetryFailedJob($id: ID!) {\n  retryFailedJob(id: $id)\n}": typeof types.RetryFailedJobDocument,
    "mutation RevokeStaffInvitation($id: ID!) {\n  revokeStaffInvitation(id: $id) {\n    ...StaffInvitationFields\n  }\n}": typeof types.RevokeStaffInvitationDocument,
    "mutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}": typeof types.RotateWebhookSecretDocument,
    "query SalesCharts($days: Int!) {\n  salesCharts(days: $days) {\n    days\n    daily {\n      date\n      orders\n      revenue {\n        paise\n      }\n    }\n    byStatus {\n      status\n      orders\n    }\n    paymentMix {\n      method\n      orders\n      revenue {\n        paise\n      }\n    }\n    topProducts {\n      productId\n      name\n      units\n      revenue {\n        paise\n      }\n    }\n  }\n}": typeof types.SalesChartsDocument,
    "query SalesSummary($from: String!, $to: String!) {\n  salesSummary(from: $from, to: $to) {\n    current {\n      ...SalesPeriodFields\n    }\n    previous {\n      ...SalesPeriodFields\n    }\n  }\n}\n\nfragment SalesPeriodFields on SalesPeriod {\n  from\n  to\n  revenue {\n    paise\n  }\n  paid {\n    paise\n  }\n  paidOrders\n  averageOrderValue {\n    paise\n  }\n  refunds {\n    paise\n  }\n  refundCount\n  placedOrders\n  byStatus {\n    status\n    orders\n  }\n  codOrders\n  codShare\n  invoiced {\n    paise\n  }\n}": typeof types.SalesSummaryDocument,
    "query ServiceabilityRules($first: Int, $after: String) {\n  serviceabilityRules(first: $first, after: $after) {\n    nodes {\n      id\n      pincodes\n      pincodeFrom\n      pincodeTo\n      daysToDeliver\n      codAvailable\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ServiceabilityRulesDocument,
    "mutation SetStaffSecondFactorRequired($required: Boolean!) {\n  setStaffSecondFactorRequired(required: $required) {\n    secondFactorRequired\n  }\n}": typeof types.SetStaffSecondFactorRequiredDocument,
    "mutation ShipWithShiprocket($id: ID!, $courierId: Int) {\n  shipWithShiprocket(id: $id, courierId: $courierId) {\n    id\n    status\n  }\n}": typeof types.ShipWithShiprocketDocument,
    "query ShippingProvider {\n  shippingProvider\n}": typeof types.ShippingProviderDocument,
    "query ShopSettings {\n  shopSettings {\n    ...ShopSettingsFields\n  }\n}": typeof types.ShopSettingsDocument,
    "fragment ShopSettingsFields on ShopSettings {\n  seller {\n    legalName\n    gstin\n    address\n    state\n    stateCode\n  }\n  invoicing {\n    invoicePrefix\n    creditNotePrefix\n  }\n  gst {\n    deliveryRate\n    deliverySac\n    giftWrapRate\n    giftWrapHsn\n    defaultGoodsRate\n    defaultGoodsHsn\n  }\n  policies {\n    shippingArea\n    deliveryFee {\n      paise\n    }\n    freeDeliveryAbove {\n      paise\n    }\n    giftWrapFee {\n      paise\n    }\n    dispatchDays\n    deliveryDaysFrom\n    deliveryDaysTo\n    holidays\n    returnWindowDays\n  }\n  payments {\n    razorpayMethods\n  }\n  invoicingProblems\n  updatedAt\n}": typeof types.ShopSettingsFieldsFragmentDoc,
    "fragment StaffInvitationFields on StaffInvitation {\n  id\n  email\n  roleId\n  status\n  expiresAt\n}": typeof types.StaffInvitationFieldsFragmentDoc,
    "query StaffInvitationPreview($token: String!) {\n  staffInvitation(token: $token) {\n    email\n    hasAccount\n  }\n}": typeof types.StaffInvitationPreviewDocument,
    "query StaffMembers {\n  staffMembers {\n    id\n    firstName\n    lastName\n    email\n    isShopOwner\n    status\n    secondFactorEnabled\n    role {\n      id\n      name\n    }\n  }\n  staffInvitations {\n    ...StaffInvitationFields\n  }\n  staffSignInPolicy {\n    secondFactorRequired\n  }\n  staffRoles {\n    id\n    name\n  }\n}": typeof types.StaffMembersDocument,
    "fragment StaffRoleFields on StaffRole {\n  id\n  name\n  isOwner\n  permissions\n}": typeof types.StaffRoleFieldsFragmentDoc,
    "query StaffRoles {\n  staffRoles {\n    ...StaffRoleFields\n  }\n  staffMembers {\n    id\n    firstName\n    lastName\n    email\n    isShopOwner\n    role {\n      id\n      name\n    }\n  }\n}": typeof types.StaffRolesDocument,
    "mutation StaffSignIn($input: LoginInput!) {\n  staffSignIn(input: $input) {\n    ...StaffSignInStepFields\n  }\n}": typeof types.StaffSignInDocument,
    "fragment StaffSignInStepFields on StaffSignInStep {\n  next\n  secondStepToken\n  session {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.StaffSignInStepFieldsFragmentDoc,
    "mutation StartCatalogImport($id: ID!, $onlyValidRows: Boolean!) {\n  startCatalogImport(id: $id, onlyValidRows: $onlyValidRows) {\n    ...CatalogImportFields\n  }\n}": typeof types.StartCatalogImportDocument,
    "mutation SuspendStaff($userId: ID!) {\n  suspendStaff(userId: $userId) {\n    message\n  }\n}": typeof types.SuspendStaffDocument,
    "mutation SwitchCodBackOn($userId: ID!) {\n  switchCodBackOn(userId: $userId)\n}": typeof types.SwitchCodBackOnDocument,
    "fragment TaxAmountsFields on TaxAmounts {\n  charged {\n    paise\n  }\n  taxable {\n    paise\n  }\n  cgst {\n    paise\n  }\n  sgst {\n    paise\n  }\n  igst {\n    paise\n  }\n}": typeof types.TaxAmountsFieldsFragmentDoc,
    "mutation UnpublishProducts($ids: [ID!]!) {\n  unpublishProducts(ids: $ids) {\n    id\n    isPublished\n    updatedAt\n  }\n}": typeof types.UnpublishProductsDocument,
    "query UnremittedCodOrders($first: Int, $after: String) {\n  unremittedCodOrders(first: $first, after: $after) {\n    nodes {\n      orderId\n      orderNumber\n      courierName\n      deliveredAt\n      amount {\n        paise\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.UnremittedCodOrdersDocument,
    "query UnsettledPayments($first: Int, $after: String) {\n  unsettledPayments(first: $first, after: $after) {\n    nodes {\n      orderId\n      orderNumber\n      providerPaymentId\n      capturedAt\n      amount {\n        paise\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.UnsettledPaymentsDocument,
    "mutation UpdateBannerSlide($id: ID!, $input: UpdateBannerSlideInput!) {\n  updateBannerSlide(id: $id, input: $input) {\n    ...BannerSlideFields\n  }\n}": typeof types.UpdateBannerSlideDocument,
    "mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...CategoryFields\n  }\n}": typeof types.UpdateCategoryDocument,
    "mutation UpdateCodSettings($cod: CodSettingsInput!) {\n  updateShopSettings(input: {cod: $cod}) {\n    updatedAt\n    cod {\n      ...CodSettingsFields\n    }\n  }\n}": typeof types.UpdateCodSettingsDocument,
    "mutation UpdateCoupon($id: ID!, $input: UpdateCouponInput!) {\n  updateCoupon(id: $id, input: $input) {\n    ...CouponFields\n  }\n}": typeof types.UpdateCouponDocument,
    "mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {\n  updateOrderStatus(id: $id, status: $status, shipment: $shipment) {\n    id\n    status\n    allowedStatuses\n    deliveredAt\n    cancelledAt\n    paymentStatus\n    paidAt\n    refunds {\n      ...RefundFields\n    }\n  }\n}": typeof types.UpdateOrderStatusDocument,
    "mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFields\n  }\n}": typeof types.UpdateProductDocument,
    "mutation UpdateShopSettings($input: ShopSettingsInput!) {\n  updateShopSettings(input: $input) {\n    ...ShopSettingsFields\n  }\n}": typeof types.UpdateShopSettingsDocument,
    "mutation UpdateStaffRole($id: ID!, $input: UpdateStaffRoleInput!) {\n  updateStaffRole(id: $id, input: $input) {\n    ...StaffRoleFields\n  }\n}": typeof types.UpdateStaffRoleDocument,
    "mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}": typeof types.UpdateWebhookEndpointDocument,
    "query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      lastAttemptAt\n      createdAt\n    }\n  }\n}": typeof types.WebhookDeliveriesDocument,
    "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  description\n  enabled\n  createdAt\n}": typeof types.WebhookEndpointFieldsFragmentDoc,
    "query WebhookEndpoints {\n  webhookEndpoints(first: 100) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...WebhookEndpointFields\n    }\n  }\n}": typeof types.WebhookEndpointsDocument,
    "mutation Logout {\n  logout {\n    message\n  }\n}": typeof types.LogoutDocument,
    "fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  signInPhone\n  role\n  permissions\n  phone\n  address\n  city\n  state\n  postalCode\n}": typeof types.SessionUserFragmentDoc,
};
const documents: Documents = {
    "mutation AcceptStaffInvitation($input: AcceptStaffInvitationInput!) {\n  acceptStaffInvitation(input: $input) {\n    ...StaffSignInStepFields\n  }\n}": types.AcceptStaffInvitationDocument,
    "mutation AddGstRate($input: GstRateInput!) {\n  addGstRate(input: $input) {\n    id\n    hsn\n    rate\n    effectiveFrom\n  }\n}": types.AddGstRateDocument,
    "mutation AddProductOptionValue($input: ProductOptionValueInput!) {\n  addProductOptionValue(input: $input) {\n    id\n    kind\n    name\n    swatch\n    productCount\n  }\n}": types.AddProductOptionValueDocument,
    "query AdminBannerSlides($first: Int, $after: String) {\n  bannerSlides(includeInactive: true, first: $first, after: $after) {\n    nodes {\n      ...BannerSlideFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AdminBannerSlidesDocument,
    "query AdminCategories($first: Int, $after: String) {\n  categories(includeUnpublished: true, first: $first, after: $after) {\n    nodes {\n      ...CategoryFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AdminCategoriesDocument,
    "query AdminCategory($slug: String!) {\n  category(idOrSlug: $slug) {\n    ...CategoryFields\n  }\n}": types.AdminCategoryDocument,
    "query AdminCoupon($id: ID!) {\n  coupon(id: $id) {\n    ...CouponFields\n  }\n}": types.AdminCouponDocument,
    "query AdminCoupons($first: Int, $after: String) {\n  coupons(first: $first, after: $after) {\n    nodes {\n      ...CouponFields\n      usage {\n        orders\n        revenue {\n          paise\n        }\n        discount {\n          paise\n        }\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AdminCouponsDocument,
    "query AdminDashboard {\n  adminDashboard(recentCount: 5) {\n    productCount\n    recentOrders {\n      ...OrderSummaryFields\n    }\n  }\n}": types.AdminDashboardDocument,
    "query AdminEnquiries($kind: EnquiryKind, $first: Int, $after: String) {\n  enquiries(kind: $kind, first: $first, after: $after) {\n    nodes {\n      id\n      kind\n      name\n      email\n      phone\n      message\n      quantity\n      createdAt\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AdminEnquiriesDocument,
    "query AdminOrder($id: ID!) {\n  order(id: $id) {\n    ...OrderSummaryFields\n    customer {\n      id\n      email\n      signInPhone\n      signInMethods\n    }\n    deliveredAt\n    cancelledAt\n    paidAt\n    paidWith\n    couponCode\n    replacesOrderId\n    shipment {\n      courierName\n      trackingNumber\n      trackingUrl\n      shippedAt\n    }\n    history {\n      id\n      createdAt\n      actor\n      fromStatus\n      toStatus\n      note\n      customerVisible\n    }\n    returnRequests {\n      id\n      createdAt\n      kind\n      status\n      reason\n      photos\n      adminMessage\n      replacementOrderId\n      replacementOrderNumber\n      lines {\n        id\n        orderItemId\n        quantity\n        exchangeSize\n        exchangeColor\n      }\n    }\n    payment {\n      provider\n      status\n      method\n      providerOrderId\n      providerPaymentId\n      attention\n      capturedAt\n      events {\n        id\n        createdAt\n        source\n        type\n        summary\n      }\n    }\n    refunds {\n      ...RefundFields\n    }\n    shippingInfo {\n      address\n      city\n      state\n      postalCode\n      phoneNo\n    }\n    items {\n      id\n      name\n      image {\n        url\n        altText\n      }\n      price {\n        paise\n      }\n      quantity\n      size\n      color\n      giftWrap\n    }\n    invoice {\n      number\n      issuedAt\n      supplyType\n      pdfUrl\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    creditNotes {\n      id\n      number\n      issuedAt\n      reason\n      pdfUrl\n      amounts {\n        charged {\n          paise\n        }\n      }\n    }\n    totals {\n      subtotal {\n        paise\n      }\n      delivery {\n        paise\n      }\n      giftWrap {\n        paise\n      }\n      discount {\n        paise\n      }\n    }\n  }\n}": types.AdminOrderDocument,
    "query AdminOrders($filter: OrderFilterInput, $first: Int, $after: String) {\n  orders(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...OrderSummaryFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AdminOrdersDocument,
    "query AdminPayout($id: ID!) {\n  payout(id: $id) {\n    payout {\n      ...PayoutFields\n    }\n    lines {\n      id\n      kind\n      entityId\n      providerPaymentId\n      orderId\n      orderNumber\n      amount {\n        paise\n      }\n      fee {\n        paise\n      }\n      tax {\n        paise\n      }\n      net {\n        paise\n      }\n    }\n  }\n}": types.AdminPayoutDocument,
    "query AdminProduct($idOrSlug: String!) {\n  product(idOrSlug: $idOrSlug) {\n    ...ProductFields\n  }\n}": types.AdminProductDocument,
    "query AdminProducts($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) {\n    nodes {\n      id\n      name\n      slug\n      sku\n      countInStock\n      variants {\n        label\n        countInStock\n      }\n      isPublished\n      updatedAt\n      price {\n        paise\n      }\n      discountPrice {\n        paise\n      }\n      images {\n        url\n        altText\n      }\n      category {\n        id\n        name\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AdminProductsDocument,
    "mutation AssignStaffRole($userId: ID!, $roleId: ID!) {\n  assignStaffRole(userId: $userId, roleId: $roleId) {\n    id\n    role {\n      id\n      name\n    }\n  }\n}": types.AssignStaffRoleDocument,
    "query AuditLog($filter: AuditFilter, $first: Int, $after: String) {\n  auditEntries(filter: $filter, first: $first, after: $after) {\n    nodes {\n      id\n      at\n      actorId\n      actorEmail\n      address\n      operation\n      action\n      entityType\n      entityId\n      changes {\n        field\n        before\n        after\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.AuditLogDocument,
    "fragment BannerSlideFields on BannerSlide {\n  id\n  altText\n  headline\n  text\n  buttonLabel\n  link\n  position\n  isActive\n  desktopImage {\n    url\n  }\n  mobileImage {\n    url\n  }\n}": types.BannerSlideFieldsFragmentDoc,
    "mutation BeginSecondFactorEnrolment($input: SecondFactorEnrolmentInput!) {\n  beginSecondFactorEnrolment(input: $input) {\n    secret\n    otpauthUri\n    qrCodeSvg\n  }\n}": types.BeginSecondFactorEnrolmentDocument,
    "query CatalogCsv {\n  catalogCsv\n}": types.CatalogCsvDocument,
    "query CatalogImport($id: ID!) {\n  catalogImport(id: $id) {\n    ...CatalogImportFields\n  }\n}": types.CatalogImportDocument,
    "fragment CatalogImportFields on CatalogImport {\n  id\n  status\n  encoding\n  totalRows\n  rowsToCreate\n  rowsToUpdate\n  rowsUnchanged\n  rowsInvalid\n  invalidRows {\n    row\n    message\n  }\n  heldBackRows {\n    row\n    message\n  }\n  processedRows\n  failedRows {\n    row\n    message\n  }\n}": types.CatalogImportFieldsFragmentDoc,
    "query CategoryChoices($first: Int, $after: String) {\n  categories(includeUnpublished: true, first: $first, after: $after) {\n    nodes {\n      id\n      name\n      slug\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.CategoryChoicesDocument,
    "fragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  isPublished\n  seoTitle\n  seoDescription\n  image {\n    url\n    altText\n  }\n}": types.CategoryFieldsFragmentDoc,
    "fragment CodRemittanceFields on CodRemittance {\n  id\n  courier\n  receivedOn\n  reference\n  amount {\n    paise\n  }\n  ordersTotal {\n    paise\n  }\n  difference {\n    paise\n  }\n  orders {\n    orderId\n    orderNumber\n    amount {\n      paise\n    }\n  }\n}": types.CodRemittanceFieldsFragmentDoc,
    "query CodRemittances($first: Int, $after: String) {\n  codRemittances(first: $first, after: $after) {\n    nodes {\n      ...CodRemittanceFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.CodRemittancesDocument,
    "query CodSettings {\n  shopSettings {\n    updatedAt\n    cod {\n      ...CodSettingsFields\n    }\n  }\n}": types.CodSettingsDocument,
    "fragment CodSettingsFields on CodSettings {\n  maxOrderValue {\n    paise\n  }\n  fee {\n    paise\n  }\n  refusalLimit\n}": types.CodSettingsFieldsFragmentDoc,
    "query CodSwitchedOffCustomers($first: Int, $after: String) {\n  codSwitchedOffCustomers(first: $first, after: $after) {\n    nodes {\n      userId\n      refusedOrders\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.CodSwitchedOffCustomersDocument,
    "mutation CompleteStaffSignIn($input: CompleteStaffSignInInput!) {\n  completeStaffSignIn(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.CompleteStaffSignInDocument,
    "mutation ConfirmSecondFactorEnrolment($input: ConfirmSecondFactorInput!) {\n  confirmSecondFactorEnrolment(input: $input) {\n    recoveryCodes\n    session {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n}": types.ConfirmSecondFactorEnrolmentDocument,
    "fragment CouponFields on Coupon {\n  id\n  code\n  discountType\n  percentOff\n  amountOff {\n    paise\n  }\n  active\n  expiresAt\n  status\n  startsAt\n  usageLimit\n  perCustomerLimit\n  minOrder {\n    paise\n  }\n  firstOrderOnly\n  freeDelivery\n  prepaidOnly\n  categoryIds\n  usedCount\n}": types.CouponFieldsFragmentDoc,
    "query CourierRates($orderId: ID!) {\n  courierRates(orderId: $orderId) {\n    courierId\n    courierName\n    rate {\n      paise\n    }\n    estimatedDays\n    recommended\n  }\n}": types.CourierRatesDocument,
    "mutation CreateBannerSlide($input: BannerSlideInput!) {\n  createBannerSlide(input: $input) {\n    ...BannerSlideFields\n  }\n}": types.CreateBannerSlideDocument,
    "mutation CreateCategory($input: CategoryInput!) {\n  createCategory(input: $input) {\n    ...CategoryFields\n  }\n}": types.CreateCategoryDocument,
    "mutation CreateCoupon($input: CouponInput!) {\n  createCoupon(input: $input) {\n    ...CouponFields\n  }\n}": types.CreateCouponDocument,
    "mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductFields\n  }\n}": types.CreateProductDocument,
    "mutation CreateServiceabilityRule($input: ServiceabilityRuleInput!) {\n  createServiceabilityRule(input: $input) {\n    id\n  }\n}": types.CreateServiceabilityRuleDocument,
    "mutation CreateStaffRole($input: StaffRoleInput!) {\n  createStaffRole(input: $input) {\n    ...StaffRoleFields\n  }\n}": types.CreateStaffRoleDocument,
    "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}": types.CreateWebhookEndpointDocument,
    "mutation DeleteBannerSlide($id: ID!) {\n  deleteBannerSlide(id: $id) {\n    id\n  }\n}": types.DeleteBannerSlideDocument,
    "mutation DeleteCategory($id: ID!) {\n  deleteCategory(id: $id) {\n    id\n  }\n}": types.DeleteCategoryDocument,
    "mutation DeleteCoupon($id: ID!) {\n  deleteCoupon(id: $id) {\n    id\n  }\n}": types.DeleteCouponDocument,
    "mutation DeleteGstRate($id: ID!) {\n  deleteGstRate(id: $id) {\n    id\n  }\n}": types.DeleteGstRateDocument,
    "mutation DeleteOrder($id: ID!) {\n  deleteOrder(id: $id) {\n    id\n  }\n}": types.DeleteOrderDocument,
    "mutation DeleteProduct($id: ID!) {\n  deleteProduct(id: $id) {\n    id\n  }\n}": types.DeleteProductDocument,
    "mutation DeleteProductOptionValue($id: ID!) {\n  deleteProductOptionValue(id: $id) {\n    id\n  }\n}": types.DeleteProductOptionValueDocument,
    "mutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids) {\n    id\n  }\n}": types.DeleteProductsDocument,
    "mutation DeleteServiceabilityRule($id: ID!) {\n  deleteServiceabilityRule(id: $id) {\n    id\n  }\n}": types.DeleteServiceabilityRuleDocument,
    "mutation DeleteStaffRole($id: ID!) {\n  deleteStaffRole(id: $id) {\n    id\n  }\n}": types.DeleteStaffRoleDocument,
    "mutation DeleteWebhookEndpoint($id: ID!) {\n  deleteWebhookEndpoint(id: $id) {\n    id\n  }\n}": types.DeleteWebhookEndpointDocument,
    "mutation EndUserSessions($userId: ID!) {\n  endUserSessions(userId: $userId) {\n    message\n  }\n}": types.EndUserSessionsDocument,
    "query FailedJobs($first: Int, $after: String) {\n  failedJobs(first: $first, after: $after) {\n    nodes {\n      id\n      name\n      retryCount\n      createdAt\n      failedAt\n      error\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.FailedJobsDocument,
    "mutation CorrectOrderStatus($id: ID!, $status: OrderStatus!, $reason: String!) {\n  correctOrderStatus(id: $id, status: $status, reason: $reason) {\n    id\n    status\n    allowedStatuses\n  }\n}\n\nmutation DecideReturn($id: ID!, $approve: Boolean!, $message: String) {\n  decideReturn(id: $id, approve: $approve, message: $message) {\n    id\n    status\n    adminMessage\n  }\n}\n\nmutation ReceiveReturn($id: ID!, $input: ReceiveReturnInput!) {\n  receiveReturn(id: $id, input: $input) {\n    id\n    status\n    replacementOrderId\n    replacementOrderNumber\n  }\n}": types.CorrectOrderStatusDocument,
    "query GstRates($categoryId: ID, $productId: ID, $first: Int, $after: String) {\n  gstRates(\n    categoryId: $categoryId\n    productId: $productId\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      hsn\n      rate\n      effectiveFrom\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.GstRatesDocument,
    "query GstReport($month: String!) {\n  gstReport(month: $month) {\n    month\n    invoiceCount\n    creditNoteCount\n    net {\n      ...TaxAmountsFields\n    }\n    creditNotes {\n      ...TaxAmountsFields\n    }\n    byRate {\n      rate\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    byStateAndRate {\n      placeOfSupply\n      placeOfSupplyCode\n      supplyType\n      rate\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    hsnSummary {\n      hsn\n      rate\n      quantity\n      kinds\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    b2csCsvPath\n    hsnCsvPath\n  }\n}": types.GstReportDocument,
    "mutation InviteStaff($input: InviteStaffInput!) {\n  inviteStaff(input: $input) {\n    ...StaffInvitationFields\n  }\n}": types.InviteStaffDocument,
    "query InvoicingProblems {\n  shopSettings {\n    invoicingProblems\n  }\n}": types.InvoicingProblemsDocument,
    "query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n}": types.MeDocument,
    "query NewsletterSubscribers($first: Int, $after: String) {\n  newsletterSubscribers(first: $first, after: $after) {\n    nodes {\n      id\n      email\n      createdAt\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.NewsletterSubscribersDocument,
    "query OrderShiprocket($id: ID!) {\n  order(id: $id) {\n    id\n    status\n    shipment {\n      id\n      courierName\n      trackingNumber\n      trackingStatus\n      expectedDeliveryAt\n      scans {\n        status\n        activity\n        location\n        occurredAt\n      }\n      shiprocket {\n        progress\n        failure\n        attempts\n        shiprocketOrderId\n        labelUrl\n        manifestUrl\n        pickupScheduledFor\n      }\n    }\n  }\n}": types.OrderShiprocketDocument,
    "fragment OrderSummaryFields on Order {\n  id\n  number\n  createdAt\n  status\n  allowedStatuses\n  paymentStatus\n  paymentMethod\n  customerEmail\n  customer {\n    id\n    firstName\n    lastName\n  }\n  shippingInfo {\n    firstName\n    lastName\n  }\n  totals {\n    total {\n      paise\n    }\n  }\n  invoice {\n    number\n  }\n}": types.OrderSummaryFieldsFragmentDoc,
    "query PaymentsNeedingAttention($first: Int, $after: String) {\n  paymentsNeedingAttention(first: $first, after: $after) {\n    nodes {\n      id\n      orderId\n      orderNumber\n      createdAt\n      provider\n      providerOrderId\n      providerPaymentId\n      amount {\n        paise\n      }\n      attention\n      strayCaptures {\n        id\n        providerPaymentId\n        amount {\n          paise\n        }\n        reason\n        refundId\n      }\n      refunds {\n        ...RefundFields\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.PaymentsNeedingAttentionDocument,
    "fragment PayoutFields on Payout {\n  id\n  settlementId\n  utr\n  settledAt\n  amount {\n    paise\n  }\n  fees {\n    paise\n  }\n  tax {\n    paise\n  }\n}": types.PayoutFieldsFragmentDoc,
    "query Payouts($first: Int, $after: String) {\n  payouts(first: $first, after: $after) {\n    nodes {\n      ...PayoutFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.PayoutsDocument,
    "mutation PreviewCatalogImportFile($base64: String!) {\n  previewCatalogImportFile(base64: $base64) {\n    ...CatalogImportFields\n  }\n}": types.PreviewCatalogImportFileDocument,
    "fragment ProductFields on Product {\n  id\n  name\n  slug\n  seoTitle\n  seoDescription\n  sku\n  brand\n  collection\n  categoryId\n  description\n  price {\n    paise\n  }\n  discountPrice {\n    paise\n  }\n  countInStock\n  weight\n  dimensions {\n    length\n    width\n    height\n  }\n  sizes\n  colors\n  tags\n  material\n  gender\n  rating\n  numReviews\n  images {\n    url\n    altText\n  }\n  isPublished\n  isFeatured\n  variants {\n    size\n    color\n    sku\n    countInStock\n    priceOverride {\n      paise\n    }\n    images {\n      url\n      altText\n    }\n  }\n}": types.ProductFieldsFragmentDoc,
    "query ProductOptionValues($kind: ProductOptionKind, $first: Int, $after: String) {\n  productOptionValues(kind: $kind, first: $first, after: $after) {\n    nodes {\n      id\n      kind\n      name\n      swatch\n      productCount\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ProductOptionValuesDocument,
    "query ProductOptions {\n  productOptions {\n    sizes\n    colors\n    materials\n  }\n}": types.ProductOptionsDocument,
    "mutation PublishProducts($ids: [ID!]!) {\n  publishProducts(ids: $ids) {\n    id\n    isPublished\n    updatedAt\n  }\n}": types.PublishProductsDocument,
    "mutation ReactivateStaff($userId: ID!) {\n  reactivateStaff(userId: $userId) {\n    message\n  }\n}": types.ReactivateStaffDocument,
    "mutation ReconcileDayWithProvider($date: String!) {\n  reconcileDayWithProvider(date: $date)\n}": types.ReconcileDayWithProviderDocument,
    "fragment ReconciliationDifferenceFields on ReconciliationDifference {\n  id\n  date\n  kind\n  description\n  providerPaymentId\n  paymentId\n  shopAmount {\n    paise\n  }\n  providerAmount {\n    paise\n  }\n  resolved\n}": types.ReconciliationDifferenceFieldsFragmentDoc,
    "query ReconciliationDifferences($first: Int, $after: String, $unresolvedOnly: Boolean!) {\n  reconciliationDifferences(\n    first: $first\n    after: $after\n    unresolvedOnly: $unresolvedOnly\n  ) {\n    nodes {\n      ...ReconciliationDifferenceFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ReconciliationDifferencesDocument,
    "mutation RecordCodRemittance($input: CodRemittanceInput!) {\n  recordCodRemittance(input: $input) {\n    ...CodRemittanceFields\n  }\n}": types.RecordCodRemittanceDocument,
    "mutation RecordSettlementsOfDay($date: String!) {\n  recordSettlementsOfDay(date: $date)\n}": types.RecordSettlementsOfDayDocument,
    "mutation RedeliverWebhook($id: ID!) {\n  redeliverWebhook(id: $id) {\n    id\n    status\n  }\n}": types.RedeliverWebhookDocument,
    "mutation RefundStrayCapture($id: ID!) {\n  refundStrayCapture(id: $id) {\n    id\n    status\n  }\n}": types.RefundStrayCaptureDocument,
    "mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    status\n  }\n}\n\nmutation RecordManualRefund($input: ManualRefundInput!) {\n  recordManualRefund(input: $input) {\n    id\n    status\n  }\n}\n\nfragment RefundFields on Refund {\n  id\n  createdAt\n  amount {\n    paise\n  }\n  reason\n  method\n  status\n  reference\n  failure\n}": types.RefundOrderDocument,
    "mutation RemoveStaff($userId: ID!) {\n  removeStaff(userId: $userId) {\n    message\n  }\n}": types.RemoveStaffDocument,
    "mutation ResendStaffInvitation($id: ID!) {\n  resendStaffInvitation(id: $id) {\n    ...StaffInvitationFields\n  }\n}": types.ResendStaffInvitationDocument,
    "mutation ResolveReconciliationDifference($id: ID!) {\n  resolveReconciliationDifference(id: $id) {\n    ...ReconciliationDifferenceFields\n  }\n}": types.ResolveReconciliationDifferenceDocument,
    "mutation RetryFailedJob($id: ID!) {\n  retryFailedJob(id: $id)\n}": types.RetryFailedJobDocument,
    "mutation RevokeStaffInvitation($id: ID!) {\n  revokeStaffInvitation(id: $id) {\n    ...StaffInvitationFields\n  }\n}": types.RevokeStaffInvitationDocument,
    "mutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}": types.RotateWebhookSecretDocument,
    "query SalesCharts($days: Int!) {\n  salesCharts(days: $days) {\n    days\n    daily {\n      date\n      orders\n      revenue {\n        paise\n      }\n    }\n    byStatus {\n      status\n      orders\n    }\n    paymentMix {\n      method\n      orders\n      revenue {\n        paise\n      }\n    }\n    topProducts {\n      productId\n      name\n      units\n      revenue {\n        paise\n      }\n    }\n  }\n}": types.SalesChartsDocument,
    "query SalesSummary($from: String!, $to: String!) {\n  salesSummary(from: $from, to: $to) {\n    current {\n      ...SalesPeriodFields\n    }\n    previous {\n      ...SalesPeriodFields\n    }\n  }\n}\n\nfragment SalesPeriodFields on SalesPeriod {\n  from\n  to\n  revenue {\n    paise\n  }\n  paid {\n    paise\n  }\n  paidOrders\n  averageOrderValue {\n    paise\n  }\n  refunds {\n    paise\n  }\n  refundCount\n  placedOrders\n  byStatus {\n    status\n    orders\n  }\n  codOrders\n  codShare\n  invoiced {\n    paise\n  }\n}": types.SalesSummaryDocument,
    "query ServiceabilityRules($first: Int, $after: String) {\n  serviceabilityRules(first: $first, after: $after) {\n    nodes {\n      id\n      pincodes\n      pincodeFrom\n      pincodeTo\n      daysToDeliver\n      codAvailable\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ServiceabilityRulesDocument,
    "mutation SetStaffSecondFactorRequired($required: Boolean!) {\n  setStaffSecondFactorRequired(required: $required) {\n    secondFactorRequired\n  }\n}": types.SetStaffSecondFactorRequiredDocument,
    "mutation ShipWithShiprocket($id: ID!, $courierId: Int) {\n  shipWithShiprocket(id: $id, courierId: $courierId) {\n    id\n    status\n  }\n}": types.ShipWithShiprocketDocument,
    "query ShippingProvider {\n  shippingProvider\n}": types.ShippingProviderDocument,
    "query ShopSettings {\n  shopSettings {\n    ...ShopSettingsFields\n  }\n}": types.ShopSettingsDocument,
    "fragment ShopSettingsFields on ShopSettings {\n  seller {\n    legalName\n    gstin\n    address\n    state\n    stateCode\n  }\n  invoicing {\n    invoicePrefix\n    creditNotePrefix\n  }\n  gst {\n    deliveryRate\n    deliverySac\n    giftWrapRate\n    giftWrapHsn\n    defaultGoodsRate\n    defaultGoodsHsn\n  }\n  policies {\n    shippingArea\n    deliveryFee {\n      paise\n    }\n    freeDeliveryAbove {\n      paise\n    }\n    giftWrapFee {\n      paise\n    }\n    dispatchDays\n    deliveryDaysFrom\n    deliveryDaysTo\n    holidays\n    returnWindowDays\n  }\n  payments {\n    razorpayMethods\n  }\n  invoicingProblems\n  updatedAt\n}": types.ShopSettingsFieldsFragmentDoc,
    "fragment StaffInvitationFields on StaffInvitation {\n  id\n  email\n  roleId\n  status\n  expiresAt\n}": types.StaffInvitationFieldsFragmentDoc,
    "query StaffInvitationPreview($token: String!) {\n  staffInvitation(token: $token) {\n    email\n    hasAccount\n  }\n}": types.StaffInvitationPreviewDocument,
    "query StaffMembers {\n  staffMembers {\n    id\n    firstName\n    lastName\n    email\n    isShopOwner\n    status\n    secondFactorEnabled\n    role {\n      id\n      name\n    }\n  }\n  staffInvitations {\n    ...StaffInvitationFields\n  }\n  staffSignInPolicy {\n    secondFactorRequired\n  }\n  staffRoles {\n    id\n    name\n  }\n}": types.StaffMembersDocument,
    "fragment StaffRoleFields on StaffRole {\n  id\n  name\n  isOwner\n  permissions\n}": types.StaffRoleFieldsFragmentDoc,
    "query StaffRoles {\n  staffRoles {\n    ...StaffRoleFields\n  }\n  staffMembers {\n    id\n    firstName\n    lastName\n    email\n    isShopOwner\n    role {\n      id\n      name\n    }\n  }\n}": types.StaffRolesDocument,
    "mutation StaffSignIn($input: LoginInput!) {\n  staffSignIn(input: $input) {\n    ...StaffSignInStepFields\n  }\n}": types.StaffSignInDocument,
    "fragment StaffSignInStepFields on StaffSignInStep {\n  next\n  secondStepToken\n  session {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.StaffSignInStepFieldsFragmentDoc,
    "mutation StartCatalogImport($id: ID!, $onlyValidRows: Boolean!) {\n  startCatalogImport(id: $id, onlyValidRows: $onlyValidRows) {\n    ...CatalogImportFields\n  }\n}": types.StartCatalogImportDocument,
    "mutation SuspendStaff($userId: ID!) {\n  suspendStaff(userId: $userId) {\n    message\n  }\n}": types.SuspendStaffDocument,
    "mutation SwitchCodBackOn($userId: ID!) {\n  switchCodBackOn(userId: $userId)\n}": types.SwitchCodBackOnDocument,
    "fragment TaxAmountsFields on TaxAmounts {\n  charged {\n    paise\n  }\n  taxable {\n    paise\n  }\n  cgst {\n    paise\n  }\n  sgst {\n    paise\n  }\n  igst {\n    paise\n  }\n}": types.TaxAmountsFieldsFragmentDoc,
    "mutation UnpublishProducts($ids: [ID!]!) {\n  unpublishProducts(ids: $ids) {\n    id\n    isPublished\n    updatedAt\n  }\n}": types.UnpublishProductsDocument,
    "query UnremittedCodOrders($first: Int, $after: String) {\n  unremittedCodOrders(first: $first, after: $after) {\n    nodes {\n      orderId\n      orderNumber\n      courierName\n      deliveredAt\n      amount {\n        paise\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.UnremittedCodOrdersDocument,
    "query UnsettledPayments($first: Int, $after: String) {\n  unsettledPayments(first: $first, after: $after) {\n    nodes {\n      orderId\n      orderNumber\n      providerPaymentId\n      capturedAt\n      amount {\n        paise\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.UnsettledPaymentsDocument,
    "mutation UpdateBannerSlide($id: ID!, $input: UpdateBannerSlideInput!) {\n  updateBannerSlide(id: $id, input: $input) {\n    ...BannerSlideFields\n  }\n}": types.UpdateBannerSlideDocument,
    "mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...CategoryFields\n  }\n}": types.UpdateCategoryDocument,
    "mutation UpdateCodSettings($cod: CodSettingsInput!) {\n  updateShopSettings(input: {cod: $cod}) {\n    updatedAt\n    cod {\n      ...CodSettingsFields\n    }\n  }\n}": types.UpdateCodSettingsDocument,
    "mutation UpdateCoupon($id: ID!, $input: UpdateCouponInput!) {\n  updateCoupon(id: $id, input: $input) {\n    ...CouponFields\n  }\n}": types.UpdateCouponDocument,
    "mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {\n  updateOrderStatus(id: $id, status: $status, shipment: $shipment) {\n    id\n    status\n    allowedStatuses\n    deliveredAt\n    cancelledAt\n    paymentStatus\n    paidAt\n    refunds {\n      ...RefundFields\n    }\n  }\n}": types.UpdateOrderStatusDocument,
    "mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFields\n  }\n}": types.UpdateProductDocument,
    "mutation UpdateShopSettings($input: ShopSettingsInput!) {\n  updateShopSettings(input: $input) {\n    ...ShopSettingsFields\n  }\n}": types.UpdateShopSettingsDocument,
    "mutation UpdateStaffRole($id: ID!, $input: UpdateStaffRoleInput!) {\n  updateStaffRole(id: $id, input: $input) {\n    ...StaffRoleFields\n  }\n}": types.UpdateStaffRoleDocument,
    "mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}": types.UpdateWebhookEndpointDocument,
    "query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      lastAttemptAt\n      createdAt\n    }\n  }\n}": types.WebhookDeliveriesDocument,
    "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  description\n  enabled\n  createdAt\n}": types.WebhookEndpointFieldsFragmentDoc,
    "query WebhookEndpoints {\n  webhookEndpoints(first: 100) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...WebhookEndpointFields\n    }\n  }\n}": types.WebhookEndpointsDocument,
    "mutation Logout {\n  logout {\n    message\n  }\n}": types.LogoutDocument,
    "fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  signInPhone\n  role\n  permissions\n  phone\n  address\n  city\n  state\n  postalCode\n}": types.SessionUserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptStaffInvitation($input: AcceptStaffInvitationInput!) {\n  acceptStaffInvitation(input: $input) {\n    ...StaffSignInStepFields\n  }\n}"): (typeof documents)["mutation AcceptStaffInvitation($input: AcceptStaffInvitationInput!) {\n  acceptStaffInvitation(input: $input) {\n    ...StaffSignInStepFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddGstRate($input: GstRateInput!) {\n  addGstRate(input: $input) {\n    id\n    hsn\n    rate\n    effectiveFrom\n  }\n}"): (typeof documents)["mutation AddGstRate($input: GstRateInput!) {\n  addGstRate(input: $input) {\n    id\n    hsn\n    rate\n    effectiveFrom\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddProductOptionValue($input: ProductOptionValueInput!) {\n  addProductOptionValue(input: $input) {\n    id\n    kind\n    name\n    swatch\n    productCount\n  }\n}"): (typeof documents)["mutation AddProductOptionValue($input: ProductOptionValueInput!) {\n  addProductOptionValue(input: $input) {\n    id\n    kind\n    name\n    swatch\n    productCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBannerSlides($first: Int, $after: String) {\n  bannerSlides(includeInactive: true, first: $first, after: $after) {\n    nodes {\n      ...BannerSlideFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AdminBannerSlides($first: Int, $after: String) {\n  bannerSlides(includeInactive: true, first: $first, after: $after) {\n    nodes {\n      ...BannerSlideFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCategories($first: Int, $after: String) {\n  categories(includeUnpublished: true, first: $first, after: $after) {\n    nodes {\n      ...CategoryFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AdminCategories($first: Int, $after: String) {\n  categories(includeUnpublished: true, first: $first, after: $after) {\n    nodes {\n      ...CategoryFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCategory($slug: String!) {\n  category(idOrSlug: $slug) {\n    ...CategoryFields\n  }\n}"): (typeof documents)["query AdminCategory($slug: String!) {\n  category(idOrSlug: $slug) {\n    ...CategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCoupon($id: ID!) {\n  coupon(id: $id) {\n    ...CouponFields\n  }\n}"): (typeof documents)["query AdminCoupon($id: ID!) {\n  coupon(id: $id) {\n    ...CouponFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCoupons($first: Int, $after: String) {\n  coupons(first: $first, after: $after) {\n    nodes {\n      ...CouponFields\n      usage {\n        orders\n        revenue {\n          paise\n        }\n        discount {\n          paise\n        }\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AdminCoupons($first: Int, $after: String) {\n  coupons(first: $first, after: $after) {\n    nodes {\n      ...CouponFields\n      usage {\n        orders\n        revenue {\n          paise\n        }\n        discount {\n          paise\n        }\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDashboard {\n  adminDashboard(recentCount: 5) {\n    productCount\n    recentOrders {\n      ...OrderSummaryFields\n    }\n  }\n}"): (typeof documents)["query AdminDashboard {\n  adminDashboard(recentCount: 5) {\n    productCount\n    recentOrders {\n      ...OrderSummaryFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminEnquiries($kind: EnquiryKind, $first: Int, $after: String) {\n  enquiries(kind: $kind, first: $first, after: $after) {\n    nodes {\n      id\n      kind\n      name\n      email\n      phone\n      message\n      quantity\n      createdAt\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AdminEnquiries($kind: EnquiryKind, $first: Int, $after: String) {\n  enquiries(kind: $kind, first: $first, after: $after) {\n    nodes {\n      id\n      kind\n      name\n      email\n      phone\n      message\n      quantity\n      createdAt\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOrder($id: ID!) {\n  order(id: $id) {\n    ...OrderSummaryFields\n    customer {\n      id\n      email\n      signInPhone\n      signInMethods\n    }\n    deliveredAt\n    cancelledAt\n    paidAt\n    paidWith\n    couponCode\n    replacesOrderId\n    shipment {\n      courierName\n      trackingNumber\n      trackingUrl\n      shippedAt\n    }\n    history {\n      id\n      createdAt\n      actor\n      fromStatus\n      toStatus\n      note\n      customerVisible\n    }\n    returnRequests {\n      id\n      createdAt\n      kind\n      status\n      reason\n      photos\n      adminMessage\n      replacementOrderId\n      replacementOrderNumber\n      lines {\n        id\n        orderItemId\n        quantity\n        exchangeSize\n        exchangeColor\n      }\n    }\n    payment {\n      provider\n      status\n      method\n      providerOrderId\n      providerPaymentId\n      attention\n      capturedAt\n      events {\n        id\n        createdAt\n        source\n        type\n        summary\n      }\n    }\n    refunds {\n      ...RefundFields\n    }\n    shippingInfo {\n      address\n      city\n      state\n      postalCode\n      phoneNo\n    }\n    items {\n      id\n      name\n      image {\n        url\n        altText\n      }\n      price {\n        paise\n      }\n      quantity\n      size\n      color\n      giftWrap\n    }\n    invoice {\n      number\n      issuedAt\n      supplyType\n      pdfUrl\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    creditNotes {\n      id\n      number\n      issuedAt\n      reason\n      pdfUrl\n      amounts {\n        charged {\n          paise\n        }\n      }\n    }\n    totals {\n      subtotal {\n        paise\n      }\n      delivery {\n        paise\n      }\n      giftWrap {\n        paise\n      }\n      discount {\n        paise\n      }\n    }\n  }\n}"): (typeof documents)["query AdminOrder($id: ID!) {\n  order(id: $id) {\n    ...OrderSummaryFields\n    customer {\n      id\n      email\n      signInPhone\n      signInMethods\n    }\n    deliveredAt\n    cancelledAt\n    paidAt\n    paidWith\n    couponCode\n    replacesOrderId\n    shipment {\n      courierName\n      trackingNumber\n      trackingUrl\n      shippedAt\n    }\n    history {\n      id\n      createdAt\n      actor\n      fromStatus\n      toStatus\n      note\n      customerVisible\n    }\n    returnRequests {\n      id\n      createdAt\n      kind\n      status\n      reason\n      photos\n      adminMessage\n      replacementOrderId\n      replacementOrderNumber\n      lines {\n        id\n        orderItemId\n        quantity\n        exchangeSize\n        exchangeColor\n      }\n    }\n    payment {\n      provider\n      status\n      method\n      providerOrderId\n      providerPaymentId\n      attention\n      capturedAt\n      events {\n        id\n        createdAt\n        source\n        type\n        summary\n      }\n    }\n    refunds {\n      ...RefundFields\n    }\n    shippingInfo {\n      address\n      city\n      state\n      postalCode\n      phoneNo\n    }\n    items {\n      id\n      name\n      image {\n        url\n        altText\n      }\n      price {\n        paise\n      }\n      quantity\n      size\n      color\n      giftWrap\n    }\n    invoice {\n      number\n      issuedAt\n      supplyType\n      pdfUrl\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    creditNotes {\n      id\n      number\n      issuedAt\n      reason\n      pdfUrl\n      amounts {\n        charged {\n          paise\n        }\n      }\n    }\n    totals {\n      subtotal {\n        paise\n      }\n      delivery {\n        paise\n      }\n      giftWrap {\n        paise\n      }\n      discount {\n        paise\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOrders($filter: OrderFilterInput, $first: Int, $after: String) {\n  orders(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...OrderSummaryFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AdminOrders($filter: OrderFilterInput, $first: Int, $after: String) {\n  orders(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...OrderSummaryFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPayout($id: ID!) {\n  payout(id: $id) {\n    payout {\n      ...PayoutFields\n    }\n    lines {\n      id\n      kind\n      entityId\n      providerPaymentId\n      orderId\n      orderNumber\n      amount {\n        paise\n      }\n      fee {\n        paise\n      }\n      tax {\n        paise\n      }\n      net {\n        paise\n      }\n    }\n  }\n}"): (typeof documents)["query AdminPayout($id: ID!) {\n  payout(id: $id) {\n    payout {\n      ...PayoutFields\n    }\n    lines {\n      id\n      kind\n      entityId\n      providerPaymentId\n      orderId\n      orderNumber\n      amount {\n        paise\n      }\n      fee {\n        paise\n      }\n      tax {\n        paise\n      }\n      net {\n        paise\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminProduct($idOrSlug: String!) {\n  product(idOrSlug: $idOrSlug) {\n    ...ProductFields\n  }\n}"): (typeof documents)["query AdminProduct($idOrSlug: String!) {\n  product(idOrSlug: $idOrSlug) {\n    ...ProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminProducts($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) {\n    nodes {\n      id\n      name\n      slug\n      sku\n      countInStock\n      variants {\n        label\n        countInStock\n      }\n      isPublished\n      updatedAt\n      price {\n        paise\n      }\n      discountPrice {\n        paise\n      }\n      images {\n        url\n        altText\n      }\n      category {\n        id\n        name\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AdminProducts($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) {\n    nodes {\n      id\n      name\n      slug\n      sku\n      countInStock\n      variants {\n        label\n        countInStock\n      }\n      isPublished\n      updatedAt\n      price {\n        paise\n      }\n      discountPrice {\n        paise\n      }\n      images {\n        url\n        altText\n      }\n      category {\n        id\n        name\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignStaffRole($userId: ID!, $roleId: ID!) {\n  assignStaffRole(userId: $userId, roleId: $roleId) {\n    id\n    role {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["mutation AssignStaffRole($userId: ID!, $roleId: ID!) {\n  assignStaffRole(userId: $userId, roleId: $roleId) {\n    id\n    role {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditLog($filter: AuditFilter, $first: Int, $after: String) {\n  auditEntries(filter: $filter, first: $first, after: $after) {\n    nodes {\n      id\n      at\n      actorId\n      actorEmail\n      address\n      operation\n      action\n      entityType\n      entityId\n      changes {\n        field\n        before\n        after\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query AuditLog($filter: AuditFilter, $first: Int, $after: String) {\n  auditEntries(filter: $filter, first: $first, after: $after) {\n    nodes {\n      id\n      at\n      actorId\n      actorEmail\n      address\n      operation\n      action\n      entityType\n      entityId\n      changes {\n        field\n        before\n        after\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BannerSlideFields on BannerSlide {\n  id\n  altText\n  headline\n  text\n  buttonLabel\n  link\n  position\n  isActive\n  desktopImage {\n    url\n  }\n  mobileImage {\n    url\n  }\n}"): (typeof documents)["fragment BannerSlideFields on BannerSlide {\n  id\n  altText\n  headline\n  text\n  buttonLabel\n  link\n  position\n  isActive\n  desktopImage {\n    url\n  }\n  mobileImage {\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BeginSecondFactorEnrolment($input: SecondFactorEnrolmentInput!) {\n  beginSecondFactorEnrolment(input: $input) {\n    secret\n    otpauthUri\n    qrCodeSvg\n  }\n}"): (typeof documents)["mutation BeginSecondFactorEnrolment($input: SecondFactorEnrolmentInput!) {\n  beginSecondFactorEnrolment(input: $input) {\n    secret\n    otpauthUri\n    qrCodeSvg\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogCsv {\n  catalogCsv\n}"): (typeof documents)["query CatalogCsv {\n  catalogCsv\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogImport($id: ID!) {\n  catalogImport(id: $id) {\n    ...CatalogImportFields\n  }\n}"): (typeof documents)["query CatalogImport($id: ID!) {\n  catalogImport(id: $id) {\n    ...CatalogImportFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CatalogImportFields on CatalogImport {\n  id\n  status\n  encoding\n  totalRows\n  rowsToCreate\n  rowsToUpdate\n  rowsUnchanged\n  rowsInvalid\n  invalidRows {\n    row\n    message\n  }\n  heldBackRows {\n    row\n    message\n  }\n  processedRows\n  failedRows {\n    row\n    message\n  }\n}"): (typeof documents)["fragment CatalogImportFields on CatalogImport {\n  id\n  status\n  encoding\n  totalRows\n  rowsToCreate\n  rowsToUpdate\n  rowsUnchanged\n  rowsInvalid\n  invalidRows {\n    row\n    message\n  }\n  heldBackRows {\n    row\n    message\n  }\n  processedRows\n  failedRows {\n    row\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryChoices($first: Int, $after: String) {\n  categories(includeUnpublished: true, first: $first, after: $after) {\n    nodes {\n      id\n      name\n      slug\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query CategoryChoices($first: Int, $after: String) {\n  categories(includeUnpublished: true, first: $first, after: $after) {\n    nodes {\n      id\n      name\n      slug\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  isPublished\n  seoTitle\n  seoDescription\n  image {\n    url\n    altText\n  }\n}"): (typeof documents)["fragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  isPublished\n  seoTitle\n  seoDescription\n  image {\n    url\n    altText\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CodRemittanceFields on CodRemittance {\n  id\n  courier\n  receivedOn\n  reference\n  amount {\n    paise\n  }\n  ordersTotal {\n    paise\n  }\n  difference {\n    paise\n  }\n  orders {\n    orderId\n    orderNumber\n    amount {\n      paise\n    }\n  }\n}"): (typeof documents)["fragment CodRemittanceFields on CodRemittance {\n  id\n  courier\n  receivedOn\n  reference\n  amount {\n    paise\n  }\n  ordersTotal {\n    paise\n  }\n  difference {\n    paise\n  }\n  orders {\n    orderId\n    orderNumber\n    amount {\n      paise\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodRemittances($first: Int, $after: String) {\n  codRemittances(first: $first, after: $after) {\n    nodes {\n      ...CodRemittanceFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query CodRemittances($first: Int, $after: String) {\n  codRemittances(first: $first, after: $after) {\n    nodes {\n      ...CodRemittanceFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodSettings {\n  shopSettings {\n    updatedAt\n    cod {\n      ...CodSettingsFields\n    }\n  }\n}"): (typeof documents)["query CodSettings {\n  shopSettings {\n    updatedAt\n    cod {\n      ...CodSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CodSettingsFields on CodSettings {\n  maxOrderValue {\n    paise\n  }\n  fee {\n    paise\n  }\n  refusalLimit\n}"): (typeof documents)["fragment CodSettingsFields on CodSettings {\n  maxOrderValue {\n    paise\n  }\n  fee {\n    paise\n  }\n  refusalLimit\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodSwitchedOffCustomers($first: Int, $after: String) {\n  codSwitchedOffCustomers(first: $first, after: $after) {\n    nodes {\n      userId\n      refusedOrders\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query CodSwitchedOffCustomers($first: Int, $after: String) {\n  codSwitchedOffCustomers(first: $first, after: $after) {\n    nodes {\n      userId\n      refusedOrders\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteStaffSignIn($input: CompleteStaffSignInInput!) {\n  completeStaffSignIn(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation CompleteStaffSignIn($input: CompleteStaffSignInInput!) {\n  completeStaffSignIn(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmSecondFactorEnrolment($input: ConfirmSecondFactorInput!) {\n  confirmSecondFactorEnrolment(input: $input) {\n    recoveryCodes\n    session {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n}"): (typeof documents)["mutation ConfirmSecondFactorEnrolment($input: ConfirmSecondFactorInput!) {\n  confirmSecondFactorEnrolment(input: $input) {\n    recoveryCodes\n    session {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CouponFields on Coupon {\n  id\n  code\n  discountType\n  percentOff\n  amountOff {\n    paise\n  }\n  active\n  expiresAt\n  status\n  startsAt\n  usageLimit\n  perCustomerLimit\n  minOrder {\n    paise\n  }\n  firstOrderOnly\n  freeDelivery\n  prepaidOnly\n  categoryIds\n  usedCount\n}"): (typeof documents)["fragment CouponFields on Coupon {\n  id\n  code\n  discountType\n  percentOff\n  amountOff {\n    paise\n  }\n  active\n  expiresAt\n  status\n  startsAt\n  usageLimit\n  perCustomerLimit\n  minOrder {\n    paise\n  }\n  firstOrderOnly\n  freeDelivery\n  prepaidOnly\n  categoryIds\n  usedCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CourierRates($orderId: ID!) {\n  courierRates(orderId: $orderId) {\n    courierId\n    courierName\n    rate {\n      paise\n    }\n    estimatedDays\n    recommended\n  }\n}"): (typeof documents)["query CourierRates($orderId: ID!) {\n  courierRates(orderId: $orderId) {\n    courierId\n    courierName\n    rate {\n      paise\n    }\n    estimatedDays\n    recommended\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBannerSlide($input: BannerSlideInput!) {\n  createBannerSlide(input: $input) {\n    ...BannerSlideFields\n  }\n}"): (typeof documents)["mutation CreateBannerSlide($input: BannerSlideInput!) {\n  createBannerSlide(input: $input) {\n    ...BannerSlideFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCategory($input: CategoryInput!) {\n  createCategory(input: $input) {\n    ...CategoryFields\n  }\n}"): (typeof documents)["mutation CreateCategory($input: CategoryInput!) {\n  createCategory(input: $input) {\n    ...CategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCoupon($input: CouponInput!) {\n  createCoupon(input: $input) {\n    ...CouponFields\n  }\n}"): (typeof documents)["mutation CreateCoupon($input: CouponInput!) {\n  createCoupon(input: $input) {\n    ...CouponFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductFields\n  }\n}"): (typeof documents)["mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateServiceabilityRule($input: ServiceabilityRuleInput!) {\n  createServiceabilityRule(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation CreateServiceabilityRule($input: ServiceabilityRuleInput!) {\n  createServiceabilityRule(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateStaffRole($input: StaffRoleInput!) {\n  createStaffRole(input: $input) {\n    ...StaffRoleFields\n  }\n}"): (typeof documents)["mutation CreateStaffRole($input: StaffRoleInput!) {\n  createStaffRole(input: $input) {\n    ...StaffRoleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}"): (typeof documents)["mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteBannerSlide($id: ID!) {\n  deleteBannerSlide(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteBannerSlide($id: ID!) {\n  deleteBannerSlide(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCategory($id: ID!) {\n  deleteCategory(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteCategory($id: ID!) {\n  deleteCategory(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCoupon($id: ID!) {\n  deleteCoupon(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteCoupon($id: ID!) {\n  deleteCoupon(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteGstRate($id: ID!) {\n  deleteGstRate(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteGstRate($id: ID!) {\n  deleteGstRate(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteOrder($id: ID!) {\n  deleteOrder(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteOrder($id: ID!) {\n  deleteOrder(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteProduct($id: ID!) {\n  deleteProduct(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteProduct($id: ID!) {\n  deleteProduct(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteProductOptionValue($id: ID!) {\n  deleteProductOptionValue(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteProductOptionValue($id: ID!) {\n  deleteProductOptionValue(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteServiceabilityRule($id: ID!) {\n  deleteServiceabilityRule(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteServiceabilityRule($id: ID!) {\n  deleteServiceabilityRule(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteStaffRole($id: ID!) {\n  deleteStaffRole(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteStaffRole($id: ID!) {\n  deleteStaffRole(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWebhookEndpoint($id: ID!) {\n  deleteWebhookEndpoint(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteWebhookEndpoint($id: ID!) {\n  deleteWebhookEndpoint(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EndUserSessions($userId: ID!) {\n  endUserSessions(userId: $userId) {\n    message\n  }\n}"): (typeof documents)["mutation EndUserSessions($userId: ID!) {\n  endUserSessions(userId: $userId) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FailedJobs($first: Int, $after: String) {\n  failedJobs(first: $first, after: $after) {\n    nodes {\n      id\n      name\n      retryCount\n      createdAt\n      failedAt\n      error\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query FailedJobs($first: Int, $after: String) {\n  failedJobs(first: $first, after: $after) {\n    nodes {\n      id\n      name\n      retryCount\n      createdAt\n      failedAt\n      error\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CorrectOrderStatus($id: ID!, $status: OrderStatus!, $reason: String!) {\n  correctOrderStatus(id: $id, status: $status, reason: $reason) {\n    id\n    status\n    allowedStatuses\n  }\n}\n\nmutation DecideReturn($id: ID!, $approve: Boolean!, $message: String) {\n  decideReturn(id: $id, approve: $approve, message: $message) {\n    id\n    status\n    adminMessage\n  }\n}\n\nmutation ReceiveReturn($id: ID!, $input: ReceiveReturnInput!) {\n  receiveReturn(id: $id, input: $input) {\n    id\n    status\n    replacementOrderId\n    replacementOrderNumber\n  }\n}"): (typeof documents)["mutation CorrectOrderStatus($id: ID!, $status: OrderStatus!, $reason: String!) {\n  correctOrderStatus(id: $id, status: $status, reason: $reason) {\n    id\n    status\n    allowedStatuses\n  }\n}\n\nmutation DecideReturn($id: ID!, $approve: Boolean!, $message: String) {\n  decideReturn(id: $id, approve: $approve, message: $message) {\n    id\n    status\n    adminMessage\n  }\n}\n\nmutation ReceiveReturn($id: ID!, $input: ReceiveReturnInput!) {\n  receiveReturn(id: $id, input: $input) {\n    id\n    status\n    replacementOrderId\n    replacementOrderNumber\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstRates($categoryId: ID, $productId: ID, $first: Int, $after: String) {\n  gstRates(\n    categoryId: $categoryId\n    productId: $productId\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      hsn\n      rate\n      effectiveFrom\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query GstRates($categoryId: ID, $productId: ID, $first: Int, $after: String) {\n  gstRates(\n    categoryId: $categoryId\n    productId: $productId\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      hsn\n      rate\n      effectiveFrom\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstReport($month: String!) {\n  gstReport(month: $month) {\n    month\n    invoiceCount\n    creditNoteCount\n    net {\n      ...TaxAmountsFields\n    }\n    creditNotes {\n      ...TaxAmountsFields\n    }\n    byRate {\n      rate\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    byStateAndRate {\n      placeOfSupply\n      placeOfSupplyCode\n      supplyType\n      rate\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    hsnSummary {\n      hsn\n      rate\n      quantity\n      kinds\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    b2csCsvPath\n    hsnCsvPath\n  }\n}"): (typeof documents)["query GstReport($month: String!) {\n  gstReport(month: $month) {\n    month\n    invoiceCount\n    creditNoteCount\n    net {\n      ...TaxAmountsFields\n    }\n    creditNotes {\n      ...TaxAmountsFields\n    }\n    byRate {\n      rate\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    byStateAndRate {\n      placeOfSupply\n      placeOfSupplyCode\n      supplyType\n      rate\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    hsnSummary {\n      hsn\n      rate\n      quantity\n      kinds\n      amounts {\n        ...TaxAmountsFields\n      }\n    }\n    b2csCsvPath\n    hsnCsvPath\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InviteStaff($input: InviteStaffInput!) {\n  inviteStaff(input: $input) {\n    ...StaffInvitationFields\n  }\n}"): (typeof documents)["mutation InviteStaff($input: InviteStaffInput!) {\n  inviteStaff(input: $input) {\n    ...StaffInvitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoicingProblems {\n  shopSettings {\n    invoicingProblems\n  }\n}"): (typeof documents)["query InvoicingProblems {\n  shopSettings {\n    invoicingProblems\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewsletterSubscribers($first: Int, $after: String) {\n  newsletterSubscribers(first: $first, after: $after) {\n    nodes {\n      id\n      email\n      createdAt\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query NewsletterSubscribers($first: Int, $after: String) {\n  newsletterSubscribers(first: $first, after: $after) {\n    nodes {\n      id\n      email\n      createdAt\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderShiprocket($id: ID!) {\n  order(id: $id) {\n    id\n    status\n    shipment {\n      id\n      courierName\n      trackingNumber\n      trackingStatus\n      expectedDeliveryAt\n      scans {\n        status\n        activity\n        location\n        occurredAt\n      }\n      shiprocket {\n        progress\n        failure\n        attempts\n        shiprocketOrderId\n        labelUrl\n        manifestUrl\n        pickupScheduledFor\n      }\n    }\n  }\n}"): (typeof documents)["query OrderShiprocket($id: ID!) {\n  order(id: $id) {\n    id\n    status\n    shipment {\n      id\n      courierName\n      trackingNumber\n      trackingStatus\n      expectedDeliveryAt\n      scans {\n        status\n        activity\n        location\n        occurredAt\n      }\n      shiprocket {\n        progress\n        failure\n        attempts\n        shiprocketOrderId\n        labelUrl\n        manifestUrl\n        pickupScheduledFor\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderSummaryFields on Order {\n  id\n  number\n  createdAt\n  status\n  allowedStatuses\n  paymentStatus\n  paymentMethod\n  customerEmail\n  customer {\n    id\n    firstName\n    lastName\n  }\n  shippingInfo {\n    firstName\n    lastName\n  }\n  totals {\n    total {\n      paise\n    }\n  }\n  invoice {\n    number\n  }\n}"): (typeof documents)["fragment OrderSummaryFields on Order {\n  id\n  number\n  createdAt\n  status\n  allowedStatuses\n  paymentStatus\n  paymentMethod\n  customerEmail\n  customer {\n    id\n    firstName\n    lastName\n  }\n  shippingInfo {\n    firstName\n    lastName\n  }\n  totals {\n    total {\n      paise\n    }\n  }\n  invoice {\n    number\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentsNeedingAttention($first: Int, $after: String) {\n  paymentsNeedingAttention(first: $first, after: $after) {\n    nodes {\n      id\n      orderId\n      orderNumber\n      createdAt\n      provider\n      providerOrderId\n      providerPaymentId\n      amount {\n        paise\n      }\n      attention\n      strayCaptures {\n        id\n        providerPaymentId\n        amount {\n          paise\n        }\n        reason\n        refundId\n      }\n      refunds {\n        ...RefundFields\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query PaymentsNeedingAttention($first: Int, $after: String) {\n  paymentsNeedingAttention(first: $first, after: $after) {\n    nodes {\n      id\n      orderId\n      orderNumber\n      createdAt\n      provider\n      providerOrderId\n      providerPaymentId\n      amount {\n        paise\n      }\n      attention\n      strayCaptures {\n        id\n        providerPaymentId\n        amount {\n          paise\n        }\n        reason\n        refundId\n      }\n      refunds {\n        ...RefundFields\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PayoutFields on Payout {\n  id\n  settlementId\n  utr\n  settledAt\n  amount {\n    paise\n  }\n  fees {\n    paise\n  }\n  tax {\n    paise\n  }\n}"): (typeof documents)["fragment PayoutFields on Payout {\n  id\n  settlementId\n  utr\n  settledAt\n  amount {\n    paise\n  }\n  fees {\n    paise\n  }\n  tax {\n    paise\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Payouts($first: Int, $after: String) {\n  payouts(first: $first, after: $after) {\n    nodes {\n      ...PayoutFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query Payouts($first: Int, $after: String) {\n  payouts(first: $first, after: $after) {\n    nodes {\n      ...PayoutFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PreviewCatalogImportFile($base64: String!) {\n  previewCatalogImportFile(base64: $base64) {\n    ...CatalogImportFields\n  }\n}"): (typeof documents)["mutation PreviewCatalogImportFile($base64: String!) {\n  previewCatalogImportFile(base64: $base64) {\n    ...CatalogImportFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductFields on Product {\n  id\n  name\n  slug\n  seoTitle\n  seoDescription\n  sku\n  brand\n  collection\n  categoryId\n  description\n  price {\n    paise\n  }\n  discountPrice {\n    paise\n  }\n  countInStock\n  weight\n  dimensions {\n    length\n    width\n    height\n  }\n  sizes\n  colors\n  tags\n  material\n  gender\n  rating\n  numReviews\n  images {\n    url\n    altText\n  }\n  isPublished\n  isFeatured\n  variants {\n    size\n    color\n    sku\n    countInStock\n    priceOverride {\n      paise\n    }\n    images {\n      url\n      altText\n    }\n  }\n}"): (typeof documents)["fragment ProductFields on Product {\n  id\n  name\n  slug\n  seoTitle\n  seoDescription\n  sku\n  brand\n  collection\n  categoryId\n  description\n  price {\n    paise\n  }\n  discountPrice {\n    paise\n  }\n  countInStock\n  weight\n  dimensions {\n    length\n    width\n    height\n  }\n  sizes\n  colors\n  tags\n  material\n  gender\n  rating\n  numReviews\n  images {\n    url\n    altText\n  }\n  isPublished\n  isFeatured\n  variants {\n    size\n    color\n    sku\n    countInStock\n    priceOverride {\n      paise\n    }\n    images {\n      url\n      altText\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductOptionValues($kind: ProductOptionKind, $first: Int, $after: String) {\n  productOptionValues(kind: $kind, first: $first, after: $after) {\n    nodes {\n      id\n      kind\n      name\n      swatch\n      productCount\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ProductOptionValues($kind: ProductOptionKind, $first: Int, $after: String) {\n  productOptionValues(kind: $kind, first: $first, after: $after) {\n    nodes {\n      id\n      kind\n      name\n      swatch\n      productCount\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductOptions {\n  productOptions {\n    sizes\n    colors\n    materials\n  }\n}"): (typeof documents)["query ProductOptions {\n  productOptions {\n    sizes\n    colors\n    materials\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PublishProducts($ids: [ID!]!) {\n  publishProducts(ids: $ids) {\n    id\n    isPublished\n    updatedAt\n  }\n}"): (typeof documents)["mutation PublishProducts($ids: [ID!]!) {\n  publishProducts(ids: $ids) {\n    id\n    isPublished\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReactivateStaff($userId: ID!) {\n  reactivateStaff(userId: $userId) {\n    message\n  }\n}"): (typeof documents)["mutation ReactivateStaff($userId: ID!) {\n  reactivateStaff(userId: $userId) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReconcileDayWithProvider($date: String!) {\n  reconcileDayWithProvider(date: $date)\n}"): (typeof documents)["mutation ReconcileDayWithProvider($date: String!) {\n  reconcileDayWithProvider(date: $date)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReconciliationDifferenceFields on ReconciliationDifference {\n  id\n  date\n  kind\n  description\n  providerPaymentId\n  paymentId\n  shopAmount {\n    paise\n  }\n  providerAmount {\n    paise\n  }\n  resolved\n}"): (typeof documents)["fragment ReconciliationDifferenceFields on ReconciliationDifference {\n  id\n  date\n  kind\n  description\n  providerPaymentId\n  paymentId\n  shopAmount {\n    paise\n  }\n  providerAmount {\n    paise\n  }\n  resolved\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReconciliationDifferences($first: Int, $after: String, $unresolvedOnly: Boolean!) {\n  reconciliationDifferences(\n    first: $first\n    after: $after\n    unresolvedOnly: $unresolvedOnly\n  ) {\n    nodes {\n      ...ReconciliationDifferenceFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ReconciliationDifferences($first: Int, $after: String, $unresolvedOnly: Boolean!) {\n  reconciliationDifferences(\n    first: $first\n    after: $after\n    unresolvedOnly: $unresolvedOnly\n  ) {\n    nodes {\n      ...ReconciliationDifferenceFields\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordCodRemittance($input: CodRemittanceInput!) {\n  recordCodRemittance(input: $input) {\n    ...CodRemittanceFields\n  }\n}"): (typeof documents)["mutation RecordCodRemittance($input: CodRemittanceInput!) {\n  recordCodRemittance(input: $input) {\n    ...CodRemittanceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordSettlementsOfDay($date: String!) {\n  recordSettlementsOfDay(date: $date)\n}"): (typeof documents)["mutation RecordSettlementsOfDay($date: String!) {\n  recordSettlementsOfDay(date: $date)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RedeliverWebhook($id: ID!) {\n  redeliverWebhook(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation RedeliverWebhook($id: ID!) {\n  redeliverWebhook(id: $id) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefundStrayCapture($id: ID!) {\n  refundStrayCapture(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation RefundStrayCapture($id: ID!) {\n  refundStrayCapture(id: $id) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    status\n  }\n}\n\nmutation RecordManualRefund($input: ManualRefundInput!) {\n  recordManualRefund(input: $input) {\n    id\n    status\n  }\n}\n\nfragment RefundFields on Refund {\n  id\n  createdAt\n  amount {\n    paise\n  }\n  reason\n  method\n  status\n  reference\n  failure\n}"): (typeof documents)["mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    status\n  }\n}\n\nmutation RecordManualRefund($input: ManualRefundInput!) {\n  recordManualRefund(input: $input) {\n    id\n    status\n  }\n}\n\nfragment RefundFields on Refund {\n  id\n  createdAt\n  amount {\n    paise\n  }\n  reason\n  method\n  status\n  reference\n  failure\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveStaff($userId: ID!) {\n  removeStaff(userId: $userId) {\n    message\n  }\n}"): (typeof documents)["mutation RemoveStaff($userId: ID!) {\n  removeStaff(userId: $userId) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendStaffInvitation($id: ID!) {\n  resendStaffInvitation(id: $id) {\n    ...StaffInvitationFields\n  }\n}"): (typeof documents)["mutation ResendStaffInvitation($id: ID!) {\n  resendStaffInvitation(id: $id) {\n    ...StaffInvitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResolveReconciliationDifference($id: ID!) {\n  resolveReconciliationDifference(id: $id) {\n    ...ReconciliationDifferenceFields\n  }\n}"): (typeof documents)["mutation ResolveReconciliationDifference($id: ID!) {\n  resolveReconciliationDifference(id: $id) {\n    ...ReconciliationDifferenceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RetryFailedJob($id: ID!) {\n  retryFailedJob(id: $id)\n}"): (typeof documents)["mutation RetryFailedJob($id: ID!) {\n  retryFailedJob(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeStaffInvitation($id: ID!) {\n  revokeStaffInvitation(id: $id) {\n    ...StaffInvitationFields\n  }\n}"): (typeof documents)["mutation RevokeStaffInvitation($id: ID!) {\n  revokeStaffInvitation(id: $id) {\n    ...StaffInvitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}"): (typeof documents)["mutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SalesCharts($days: Int!) {\n  salesCharts(days: $days) {\n    days\n    daily {\n      date\n      orders\n      revenue {\n        paise\n      }\n    }\n    byStatus {\n      status\n      orders\n    }\n    paymentMix {\n      method\n      orders\n      revenue {\n        paise\n      }\n    }\n    topProducts {\n      productId\n      name\n      units\n      revenue {\n        paise\n      }\n    }\n  }\n}"): (typeof documents)["query SalesCharts($days: Int!) {\n  salesCharts(days: $days) {\n    days\n    daily {\n      date\n      orders\n      revenue {\n        paise\n      }\n    }\n    byStatus {\n      status\n      orders\n    }\n    paymentMix {\n      method\n      orders\n      revenue {\n        paise\n      }\n    }\n    topProducts {\n      productId\n      name\n      units\n      revenue {\n        paise\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SalesSummary($from: String!, $to: String!) {\n  salesSummary(from: $from, to: $to) {\n    current {\n      ...SalesPeriodFields\n    }\n    previous {\n      ...SalesPeriodFields\n    }\n  }\n}\n\nfragment SalesPeriodFields on SalesPeriod {\n  from\n  to\n  revenue {\n    paise\n  }\n  paid {\n    paise\n  }\n  paidOrders\n  averageOrderValue {\n    paise\n  }\n  refunds {\n    paise\n  }\n  refundCount\n  placedOrders\n  byStatus {\n    status\n    orders\n  }\n  codOrders\n  codShare\n  invoiced {\n    paise\n  }\n}"): (typeof documents)["query SalesSummary($from: String!, $to: String!) {\n  salesSummary(from: $from, to: $to) {\n    current {\n      ...SalesPeriodFields\n    }\n    previous {\n      ...SalesPeriodFields\n    }\n  }\n}\n\nfragment SalesPeriodFields on SalesPeriod {\n  from\n  to\n  revenue {\n    paise\n  }\n  paid {\n    paise\n  }\n  paidOrders\n  averageOrderValue {\n    paise\n  }\n  refunds {\n    paise\n  }\n  refundCount\n  placedOrders\n  byStatus {\n    status\n    orders\n  }\n  codOrders\n  codShare\n  invoiced {\n    paise\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServiceabilityRules($first: Int, $after: String) {\n  serviceabilityRules(first: $first, after: $after) {\n    nodes {\n      id\n      pincodes\n      pincodeFrom\n      pincodeTo\n      daysToDeliver\n      codAvailable\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ServiceabilityRules($first: Int, $after: String) {\n  serviceabilityRules(first: $first, after: $after) {\n    nodes {\n      id\n      pincodes\n      pincodeFrom\n      pincodeTo\n      daysToDeliver\n      codAvailable\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetStaffSecondFactorRequired($required: Boolean!) {\n  setStaffSecondFactorRequired(required: $required) {\n    secondFactorRequired\n  }\n}"): (typeof documents)["mutation SetStaffSecondFactorRequired($required: Boolean!) {\n  setStaffSecondFactorRequired(required: $required) {\n    secondFactorRequired\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShipWithShiprocket($id: ID!, $courierId: Int) {\n  shipWithShiprocket(id: $id, courierId: $courierId) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation ShipWithShiprocket($id: ID!, $courierId: Int) {\n  shipWithShiprocket(id: $id, courierId: $courierId) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShippingProvider {\n  shippingProvider\n}"): (typeof documents)["query ShippingProvider {\n  shippingProvider\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopSettings {\n  shopSettings {\n    ...ShopSettingsFields\n  }\n}"): (typeof documents)["query ShopSettings {\n  shopSettings {\n    ...ShopSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShopSettingsFields on ShopSettings {\n  seller {\n    legalName\n    gstin\n    address\n    state\n    stateCode\n  }\n  invoicing {\n    invoicePrefix\n    creditNotePrefix\n  }\n  gst {\n    deliveryRate\n    deliverySac\n    giftWrapRate\n    giftWrapHsn\n    defaultGoodsRate\n    defaultGoodsHsn\n  }\n  policies {\n    shippingArea\n    deliveryFee {\n      paise\n    }\n    freeDeliveryAbove {\n      paise\n    }\n    giftWrapFee {\n      paise\n    }\n    dispatchDays\n    deliveryDaysFrom\n    deliveryDaysTo\n    holidays\n    returnWindowDays\n  }\n  payments {\n    razorpayMethods\n  }\n  invoicingProblems\n  updatedAt\n}"): (typeof documents)["fragment ShopSettingsFields on ShopSettings {\n  seller {\n    legalName\n    gstin\n    address\n    state\n    stateCode\n  }\n  invoicing {\n    invoicePrefix\n    creditNotePrefix\n  }\n  gst {\n    deliveryRate\n    deliverySac\n    giftWrapRate\n    giftWrapHsn\n    defaultGoodsRate\n    defaultGoodsHsn\n  }\n  policies {\n    shippingArea\n    deliveryFee {\n      paise\n    }\n    freeDeliveryAbove {\n      paise\n    }\n    giftWrapFee {\n      paise\n    }\n    dispatchDays\n    deliveryDaysFrom\n    deliveryDaysTo\n    holidays\n    returnWindowDays\n  }\n  payments {\n    razorpayMethods\n  }\n  invoicingProblems\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffInvitationFields on StaffInvitation {\n  id\n  email\n  roleId\n  status\n  expiresAt\n}"): (typeof documents)["fragment StaffInvitationFields on StaffInvitation {\n  id\n  email\n  roleId\n  status\n  expiresAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffInvitationPreview($token: String!) {\n  staffInvitation(token: $token) {\n    email\n    hasAccount\n  }\n}"): (typeof documents)["query StaffInvitationPreview($token: String!) {\n  staffInvitation(token: $token) {\n    email\n    hasAccount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffMembers {\n  staffMembers {\n    id\n    firstName\n    lastName\n    email\n    isShopOwner\n    status\n    secondFactorEnabled\n    role {\n      id\n      name\n    }\n  }\n  staffInvitations {\n    ...StaffInvitationFields\n  }\n  staffSignInPolicy {\n    secondFactorRequired\n  }\n  staffRoles {\n    id\n    name\n  }\n}"): (typeof documents)["query StaffMembers {\n  staffMembers {\n    id\n    firstName\n    lastName\n    email\n    isShopOwner\n    status\n    secondFactorEnabled\n    role {\n      id\n      name\n    }\n  }\n  staffInvitations {\n    ...StaffInvitationFields\n  }\n  staffSignInPolicy {\n    secondFactorRequired\n  }\n  staffRoles {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffRoleFields on StaffRole {\n  id\n  name\n  isOwner\n  permissions\n}"): (typeof documents)["fragment StaffRoleFields on StaffRole {\n  id\n  name\n  isOwner\n  permissions\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffRoles {\n  staffRoles {\n    ...StaffRoleFields\n  }\n  staffMembers {\n    id\n    firstName\n    lastName\n    email\n    isShopOwner\n    role {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query StaffRoles {\n  staffRoles {\n    ...StaffRoleFields\n  }\n  staffMembers {\n    id\n    firstName\n    lastName\n    email\n    isShopOwner\n    role {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSignIn($input: LoginInput!) {\n  staffSignIn(input: $input) {\n    ...StaffSignInStepFields\n  }\n}"): (typeof documents)["mutation StaffSignIn($input: LoginInput!) {\n  staffSignIn(input: $input) {\n    ...StaffSignInStepFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffSignInStepFields on StaffSignInStep {\n  next\n  secondStepToken\n  session {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["fragment StaffSignInStepFields on StaffSignInStep {\n  next\n  secondStepToken\n  session {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartCatalogImport($id: ID!, $onlyValidRows: Boolean!) {\n  startCatalogImport(id: $id, onlyValidRows: $onlyValidRows) {\n    ...CatalogImportFields\n  }\n}"): (typeof documents)["mutation StartCatalogImport($id: ID!, $onlyValidRows: Boolean!) {\n  startCatalogImport(id: $id, onlyValidRows: $onlyValidRows) {\n    ...CatalogImportFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SuspendStaff($userId: ID!) {\n  suspendStaff(userId: $userId) {\n    message\n  }\n}"): (typeof documents)["mutation SuspendStaff($userId: ID!) {\n  suspendStaff(userId: $userId) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SwitchCodBackOn($userId: ID!) {\n  switchCodBackOn(userId: $userId)\n}"): (typeof documents)["mutation SwitchCodBackOn($userId: ID!) {\n  switchCodBackOn(userId: $userId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TaxAmountsFields on TaxAmounts {\n  charged {\n    paise\n  }\n  taxable {\n    paise\n  }\n  cgst {\n    paise\n  }\n  sgst {\n    paise\n  }\n  igst {\n    paise\n  }\n}"): (typeof documents)["fragment TaxAmountsFields on TaxAmounts {\n  charged {\n    paise\n  }\n  taxable {\n    paise\n  }\n  cgst {\n    paise\n  }\n  sgst {\n    paise\n  }\n  igst {\n    paise\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnpublishProducts($ids: [ID!]!) {\n  unpublishProducts(ids: $ids) {\n    id\n    isPublished\n    updatedAt\n  }\n}"): (typeof documents)["mutation UnpublishProducts($ids: [ID!]!) {\n  unpublishProducts(ids: $ids) {\n    id\n    isPublished\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnremittedCodOrders($first: Int, $after: String) {\n  unremittedCodOrders(first: $first, after: $after) {\n    nodes {\n      orderId\n      orderNumber\n      courierName\n      deliveredAt\n      amount {\n        paise\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query UnremittedCodOrders($first: Int, $after: String) {\n  unremittedCodOrders(first: $first, after: $after) {\n    nodes {\n      orderId\n      orderNumber\n      courierName\n      deliveredAt\n      amount {\n        paise\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnsettledPayments($first: Int, $after: String) {\n  unsettledPayments(first: $first, after: $after) {\n    nodes {\n      orderId\n      orderNumber\n      providerPaymentId\n      capturedAt\n      amount {\n        paise\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query UnsettledPayments($first: Int, $after: String) {\n  unsettledPayments(first: $first, after: $after) {\n    nodes {\n      orderId\n      orderNumber\n      providerPaymentId\n      capturedAt\n      amount {\n        paise\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBannerSlide($id: ID!, $input: UpdateBannerSlideInput!) {\n  updateBannerSlide(id: $id, input: $input) {\n    ...BannerSlideFields\n  }\n}"): (typeof documents)["mutation UpdateBannerSlide($id: ID!, $input: UpdateBannerSlideInput!) {\n  updateBannerSlide(id: $id, input: $input) {\n    ...BannerSlideFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...CategoryFields\n  }\n}"): (typeof documents)["mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    ...CategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCodSettings($cod: CodSettingsInput!) {\n  updateShopSettings(input: {cod: $cod}) {\n    updatedAt\n    cod {\n      ...CodSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateCodSettings($cod: CodSettingsInput!) {\n  updateShopSettings(input: {cod: $cod}) {\n    updatedAt\n    cod {\n      ...CodSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCoupon($id: ID!, $input: UpdateCouponInput!) {\n  updateCoupon(id: $id, input: $input) {\n    ...CouponFields\n  }\n}"): (typeof documents)["mutation UpdateCoupon($id: ID!, $input: UpdateCouponInput!) {\n  updateCoupon(id: $id, input: $input) {\n    ...CouponFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {\n  updateOrderStatus(id: $id, status: $status, shipment: $shipment) {\n    id\n    status\n    allowedStatuses\n    deliveredAt\n    cancelledAt\n    paymentStatus\n    paidAt\n    refunds {\n      ...RefundFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {\n  updateOrderStatus(id: $id, status: $status, shipment: $shipment) {\n    id\n    status\n    allowedStatuses\n    deliveredAt\n    cancelledAt\n    paymentStatus\n    paidAt\n    refunds {\n      ...RefundFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFields\n  }\n}"): (typeof documents)["mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateShopSettings($input: ShopSettingsInput!) {\n  updateShopSettings(input: $input) {\n    ...ShopSettingsFields\n  }\n}"): (typeof documents)["mutation UpdateShopSettings($input: ShopSettingsInput!) {\n  updateShopSettings(input: $input) {\n    ...ShopSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateStaffRole($id: ID!, $input: UpdateStaffRoleInput!) {\n  updateStaffRole(id: $id, input: $input) {\n    ...StaffRoleFields\n  }\n}"): (typeof documents)["mutation UpdateStaffRole($id: ID!, $input: UpdateStaffRoleInput!) {\n  updateStaffRole(id: $id, input: $input) {\n    ...StaffRoleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}"): (typeof documents)["mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      lastAttemptAt\n      createdAt\n    }\n  }\n}"): (typeof documents)["query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      lastAttemptAt\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  description\n  enabled\n  createdAt\n}"): (typeof documents)["fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  description\n  enabled\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookEndpoints {\n  webhookEndpoints(first: 100) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...WebhookEndpointFields\n    }\n  }\n}"): (typeof documents)["query WebhookEndpoints {\n  webhookEndpoints(first: 100) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...WebhookEndpointFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout {\n    message\n  }\n}"): (typeof documents)["mutation Logout {\n  logout {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  signInPhone\n  role\n  permissions\n  phone\n  address\n  city\n  state\n  postalCode\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  signInPhone\n  role\n  permissions\n  phone\n  address\n  city\n  state\n  postalCode\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;