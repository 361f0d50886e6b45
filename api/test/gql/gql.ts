/* eslint-disable */
import * as types from './graphql';



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
    "fragment AddressBookFields on CustomerAddress { id label firstName lastName address city state postalCode phoneNo isDefault }": typeof types.AddressBookFieldsFragmentDoc,
    "query AddressBookMine { myAddresses { ...AddressBookFields } }": typeof types.AddressBookMineDocument,
    "mutation AddressBookSave($input: AddressInput!) { saveAddress(input: $input) { ...AddressBookFields } }": typeof types.AddressBookSaveDocument,
    "mutation AddressBookUpdate($id: ID!, $input: UpdateAddressInput!) { updateAddress(id: $id, input: $input) { ...AddressBookFields } }": typeof types.AddressBookUpdateDocument,
    "mutation AddressBookSetDefault($id: ID!) { setDefaultAddress(id: $id) { id isDefault } }": typeof types.AddressBookSetDefaultDocument,
    "mutation AddressBookDelete($id: ID!) { deleteAddress(id: $id) { id } }": typeof types.AddressBookDeleteDocument,
    "query AddressBookPincode($postalCode: String!) { pincode(pincode: $postalCode) { postalCode city state } }": typeof types.AddressBookPincodeDocument,
    "query AddressBookIndianStates { indianStates { code name } }": typeof types.AddressBookIndianStatesDocument,
    "query DeliveryDatesEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { deliverable daysToDeliver deliverBy message } }": typeof types.DeliveryDatesEstimateDocument,
    "mutation DeliveryDatesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }": typeof types.DeliveryDatesCreateRuleDocument,
    "mutation DeliveryDatesPolicies($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { dispatchDays holidays } } }": typeof types.DeliveryDatesPoliciesDocument,
    "query DeliveryDatesStated { shopPolicies { dispatchTime deliveryEstimate holidays } }": typeof types.DeliveryDatesStatedDocument,
    "query DeliveryDatesOrder($id: ID!) { order(id: $id) { deliveryEstimate { message } } }": typeof types.DeliveryDatesOrderDocument,
    "mutation AssetS3Create($input: ProductInput!) { createProduct(input: $input) { id images { url files { url } } } }": typeof types.AssetS3CreateDocument,
    "mutation AssetS3Delete($id: ID!) { deleteProduct(id: $id) { id } }": typeof types.AssetS3DeleteDocument,
    "mutation AssetS3Return($input: RequestReturnInput!) { requestReturn(input: $input) { photos } }": typeof types.AssetS3ReturnDocument,
    "mutation ImageLimitsCreate($input: ProductInput!) { createProduct(input: $input) { id images { url } } }": typeof types.ImageLimitsCreateDocument,
    "mutation AuditUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }": typeof types.AuditUpdateProductDocument,
    "mutation AuditChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token } }": typeof types.AuditChangePasswordDocument,
    "mutation AuditCreateWebhook($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } secret } }": typeof types.AuditCreateWebhookDocument,
    "mutation AuditCreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }": typeof types.AuditCreateProductDocument,
    "mutation AuditEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }": typeof types.AuditEndSessionsDocument,
    "query AuditUsers { users(first: 5) { totalCount } }": typeof types.AuditUsersDocument,
    "\n  query AuditEntries($filter: AuditFilter, $first: Int, $after: String) {\n    auditEntries(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { id at actorId actorEmail address operation action entityType entityId changes { field before after } }\n    }\n  }\n": typeof types.AuditEntriesDocument,
    "query AuthPagesUsers($search: String, $first: Int, $after: String) {\n  users(search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.AuthPagesUsersDocument,
    "mutation AuthRegister($input: RegisterInput!) {\n  register(input: $input) { token message user { id firstName lastName email role phone } }\n}": typeof types.AuthRegisterDocument,
    "mutation AuthLogin($input: LoginInput!) { login(input: $input) { token message user { id email role } } }": typeof types.AuthLoginDocument,
    "query AuthMe { me { id email firstName role } }": typeof types.AuthMeDocument,
    "mutation AuthUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName phone address city state postalCode } }": typeof types.AuthUpdateProfileDocument,
    "query AuthUsers { users { totalCount nodes { email } } }": typeof types.AuthUsersDocument,
    "mutation AuthRequestReset($email: String!) { requestPasswordReset(email: $email) { message } }": typeof types.AuthRequestResetDocument,
    "mutation AuthReset($input: ResetPasswordInput!) { resetPassword(input: $input) { token user { email } } }": typeof types.AuthResetDocument,
    "query FirstAdminMe { me { role } }": typeof types.FirstAdminMeDocument,
    "mutation PasswordResetOracleRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }": typeof types.PasswordResetOracleRequestPasswordResetDocument,
    "mutation PhoneRequestOtp($phone: String!) { requestOtp(phone: $phone) { message } }": typeof types.PhoneRequestOtpDocument,
    "\n  mutation PhoneVerifyOtp($phone: String!, $code: String!) {\n    verifyOtp(phone: $phone, code: $code) { token message user { id email signInPhone signInMethods } }\n  }\n": typeof types.PhoneVerifyOtpDocument,
    "\n  mutation PhoneRequestLink($phone: String!, $currentPassword: String!) {\n    requestPhoneLinkOtp(phone: $phone, currentPassword: $currentPassword) { message }\n  }\n": typeof types.PhoneRequestLinkDocument,
    "mutation PhoneLink($phone: String!, $code: String!) { linkPhone(phone: $phone, code: $code) { id signInPhone signInMethods } }": typeof types.PhoneLinkDocument,
    "query PhoneMe { me { id email signInPhone signInMethods } }": typeof types.PhoneMeDocument,
    "mutation PhoneEmailLogin($input: LoginInput!) { login(input: $input) { token user { id } } }": typeof types.PhoneEmailLoginDocument,
    "mutation PhoneUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id phone } }": typeof types.PhoneUpdateProfileDocument,
    "query PhoneMyOrders { myOrders(first: 10) { nodes { id customerEmail } } }": typeof types.PhoneMyOrdersDocument,
    "query PhoneUsers($search: String) { users(search: $search, first: 5) { nodes { id email signInPhone signInMethods } } }": typeof types.PhoneUsersDocument,
    "mutation PhoneEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }": typeof types.PhoneEndSessionsDocument,
    "mutation PhoneUpiRequestOtp($phone: String!) { requestOtp(phone: $phone) { message } }": typeof types.PhoneUpiRequestOtpDocument,
    "mutation PhoneUpiVerifyOtp($phone: String!, $code: String!) { verifyOtp(phone: $phone, code: $code) { token user { id } } }": typeof types.PhoneUpiVerifyOtpDocument,
    "query PhoneUpiCheckout($id: ID!) { checkout(id: $id) { status orderId razorpay { orderId } } }": typeof types.PhoneUpiCheckoutDocument,
    "query PhoneUpiMyOrders { myOrders(first: 10) { nodes { id number customerEmail paymentStatus paidWith } } }": typeof types.PhoneUpiMyOrdersDocument,
    "query RestAuthMe { me { id } }": typeof types.RestAuthMeDocument,
    "query SessionsMe { me { id } }": typeof types.SessionsMeDocument,
    "mutation SessionsLogin($input: LoginInput!) { login(input: $input) { token } }": typeof types.SessionsLoginDocument,
    "mutation SessionsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token message } }": typeof types.SessionsChangePasswordDocument,
    "mutation SessionsLogout{ logout { message } }": typeof types.SessionsLogoutDocument,
    "mutation SessionsEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }": typeof types.SessionsEndSessionsDocument,
    "mutation SessionsRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }": typeof types.SessionsRequestPasswordResetDocument,
    "mutation SessionsResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { token } }": typeof types.SessionsResetPasswordDocument,
    "query BannerPagesSlides($all: Boolean!, $first: Int, $after: String) {\n  bannerSlides(includeInactive: $all, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.BannerPagesSlidesDocument,
    "mutation BannerPagesCreate($input: BannerSlideInput!) { createBannerSlide(input: $input) { id } }": typeof types.BannerPagesCreateDocument,
    "mutation BannerPagesUpdate($id: ID!, $input: UpdateBannerSlideInput!) { updateBannerSlide(id: $id, input: $input) { id } }": typeof types.BannerPagesUpdateDocument,
    "query BannerSlides($all: Boolean!, $first: Int, $after: String) { bannerSlides(includeInactive: $all, first: $first, after: $after) {\n  nodes { altText link position isActive desktopImage { url altText srcSet } mobileImage { url altText } }\n  totalCount pageInfo { hasNextPage endCursor }\n} }": typeof types.BannerSlidesDocument,
    "mutation BannerCreate($input: BannerSlideInput!) { createBannerSlide(input: $input) { id altText desktopImage { url } mobileImage { url } } }": typeof types.BannerCreateDocument,
    "mutation BannerUpdate($id: ID!, $input: UpdateBannerSlideInput!) { updateBannerSlide(id: $id, input: $input) { id altText position desktopImage { url } mobileImage { url } } }": typeof types.BannerUpdateDocument,
    "mutation BannerDelete($id: ID!) { deleteBannerSlide(id: $id) { id } }": typeof types.BannerDeleteDocument,
    "mutation BannerCreateBannerSlide($input: BannerSlideInput!) { createBannerSlide(input: $input) { id headline text buttonLabel link } }": typeof types.BannerCreateBannerSlideDocument,
    "query BannerSlides2 { bannerSlides { nodes { id headline text buttonLabel } } }": typeof types.BannerSlides2Document,
    "query BannerFull { bannerSlides(includeInactive: true) { nodes { altText headline link position isActive desktopImage { url } mobileImage { url } } } }": typeof types.BannerFullDocument,
    "query CatalogCsvCategoryCount($category: String!) { products(filter: { category: $category }, first: 5) { totalCount } }": typeof types.CatalogCsvCategoryCountDocument,
    "query CatalogCsvExport { catalogCsv }": typeof types.CatalogCsvExportDocument,
    "mutation CatalogCsvPreview($csv: String!) { previewCatalogImport(csv: $csv) { id status totalRows rowsToCreate rowsToUpdate rowsUnchanged rowsInvalid invalidRows { row message } heldBackRows { row message } encoding } }": typeof types.CatalogCsvPreviewDocument,
    "mutation CatalogCsvPreviewFile($base64: String!) { previewCatalogImportFile(base64: $base64) { id totalRows rowsToCreate rowsInvalid invalidRows { row message } encoding } }": typeof types.CatalogCsvPreviewFileDocument,
    "mutation CatalogCsvStart($id: ID!, $only: Boolean!) { startCatalogImport(id: $id, onlyValidRows: $only) { id status } }": typeof types.CatalogCsvStartDocument,
    "query CatalogCsvProgress($id: ID!) { catalogImport(id: $id) { status processedRows totalRows failedRows { row message } invalidRows { row message } heldBackRows { row message } } }": typeof types.CatalogCsvProgressDocument,
    "mutation CatalogCsvCreate($input: ProductInput!) { createProduct(input: $input) { id slug } }": typeof types.CatalogCsvCreateDocument,
    "query CatalogCsvProduct { product(idOrSlug: \"new-duffel\") { name brand countInStock unitPrice { paise } variants { sku size color countInStock } } }": typeof types.CatalogCsvProductDocument,
    "query CatalogCsvProductOptions { productOptions { sizes colors } }": typeof types.CatalogCsvProductOptionsDocument,
    "mutation CatalogAdminCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id slug name description isPublished image { url altText } } }": typeof types.CatalogAdminCreateCategoryDocument,
    "mutation CatalogAdminUpdateCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id slug name } }": typeof types.CatalogAdminUpdateCategoryDocument,
    "mutation CatalogAdminDeleteCategory($id: ID!) { deleteCategory(id: $id) { id } }": typeof types.CatalogAdminDeleteCategoryDocument,
    "query CatalogAdminCategories { categories { nodes { slug } } }": typeof types.CatalogAdminCategoriesDocument,
    "query CatalogAdminCategories2 { categories { nodes { slug } } }": typeof types.CatalogAdminCategories2Document,
    "query CatalogAdminFull($id: String!) { category(idOrSlug: $id) { name slug description isPublished image { url altText } } }": typeof types.CatalogAdminFullDocument,
    "query CatalogAdminCategory($id: String!) { category(idOrSlug: $id) { name } }": typeof types.CatalogAdminCategoryDocument,
    "query CatalogAdminCategory2 { category(idOrSlug: \"empty-category\") { id } }": typeof types.CatalogAdminCategory2Document,
    "mutation CatalogAdminCreateSeoCategory($input: CategoryInput!) { createCategory(input: $input) { id slug seoTitle seoDescription } }": typeof types.CatalogAdminCreateSeoCategoryDocument,
    "mutation CatalogAdminChangeSeoCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id slug seoTitle seoDescription } }": typeof types.CatalogAdminChangeSeoCategoryDocument,
    "query CatalogAdminReadSeoCategory($slug: String!) { category(idOrSlug: $slug) { id name slug seoTitle seoDescription } }": typeof types.CatalogAdminReadSeoCategoryDocument,
    "query RestCategoriesSeo($id: String!) { category(idOrSlug: $id) { seoTitle seoDescription } }": typeof types.RestCategoriesSeoDocument,
    "mutation CheckoutPagesSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { refusalLimit } } }": typeof types.CheckoutPagesSettingsDocument,
    "mutation CheckoutPagesMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }": typeof types.CheckoutPagesMoveDocument,
    "mutation CheckoutPagesRefused($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { status } }": typeof types.CheckoutPagesRefusedDocument,
    "query CheckoutPagesSwitchedOff($first: Int, $after: String) {\n  codSwitchedOffCustomers(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { userId refusedOrders } }\n}": typeof types.CheckoutPagesSwitchedOffDocument,
    "mutation CheckoutPagesSwitchBack($userId: ID!) { switchCodBackOn(userId: $userId) }": typeof types.CheckoutPagesSwitchBackDocument,
    "query CheckoutPagesRules($first: Int, $after: String) {\n  serviceabilityRules(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.CheckoutPagesRulesDocument,
    "mutation CheckoutPagesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }": typeof types.CheckoutPagesCreateRuleDocument,
    "mutation CheckoutPagesDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }": typeof types.CheckoutPagesDeleteRuleDocument,
    "mutation CheckoutStatementsSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { refusalLimit } } }": typeof types.CheckoutStatementsSettingsDocument,
    "mutation CheckoutStatementsCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }": typeof types.CheckoutStatementsCreateRuleDocument,
    "query CheckoutOrder($id: ID!) { order(id: $id) { id number status paymentStatus paymentMethod couponCode totals { subtotal { paise } giftWrap { paise } delivery { paise } discount { paise } total { paise } } items { productId name price { paise } quantity size color giftWrap lineTotal { paise } image { url } } shippingInfo { firstName lastName address city state postalCode phoneNo } } }": typeof types.CheckoutOrderDocument,
    "query CheckoutDeliveryEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { message } }": typeof types.CheckoutDeliveryEstimateDocument,
    "mutation CheckoutCreateCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { id } }": typeof types.CheckoutCreateCheckoutDocument,
    "query CodAndDeliveryRules($first: Int, $after: String) { serviceabilityRules(first: $first, after: $after) { nodes { id pincodes pincodeFrom pincodeTo daysToDeliver codAvailable } totalCount pageInfo { hasNextPage endCursor } } }": typeof types.CodAndDeliveryRulesDocument,
    "mutation CodAndDeliveryCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id pincodes pincodeFrom pincodeTo } }": typeof types.CodAndDeliveryCreateRuleDocument,
    "mutation CodAndDeliveryUpdateRule($id: ID!, $input: UpdateServiceabilityRuleInput!) { updateServiceabilityRule(id: $id, input: $input) { pincodes daysToDeliver codAvailable } }": typeof types.CodAndDeliveryUpdateRuleDocument,
    "mutation CodAndDeliveryDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }": typeof types.CodAndDeliveryDeleteRuleDocument,
    "query CodAndDeliveryEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { pincode deliverable codAvailable daysToDeliver deliverBy message } }": typeof types.CodAndDeliveryEstimateDocument,
    "mutation CodAndDeliverySettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { maxOrderValue { paise } fee { paise } refusalLimit } } }": typeof types.CodAndDeliverySettingsDocument,
    "query CodAndDeliveryCod($pincode: String) { codAvailability(pincode: $pincode) { available reason fee { paise } } }": typeof types.CodAndDeliveryCodDocument,
    "query CodAndDeliverySwitchedOff($first: Int, $after: String) { codSwitchedOffCustomers(first: $first, after: $after) { nodes { userId refusedOrders user { email } } totalCount pageInfo { hasNextPage endCursor } } }": typeof types.CodAndDeliverySwitchedOffDocument,
    "mutation CodAndDeliverySwitchBack($userId: ID!) { switchCodBackOn(userId: $userId) }": typeof types.CodAndDeliverySwitchBackDocument,
    "mutation CodAndDeliveryRefused($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { status } }": typeof types.CodAndDeliveryRefusedDocument,
    "mutation CodAndDeliveryMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }": typeof types.CodAndDeliveryMoveDocument,
    "mutation CodTotalSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { fee { paise } } } }": typeof types.CodTotalSettingsDocument,
    "query CodTotalAvailability($pincode: String) { codAvailability(pincode: $pincode) { available fee { paise } totalWithFee { paise formatted } } }": typeof types.CodTotalAvailabilityDocument,
    "mutation CodTotalApply($code: String!) { applyCoupon(code: $code) { totals { total { paise } } } }": typeof types.CodTotalApplyDocument,
    "query CodTotalOrder($id: ID!) { order(id: $id) { totals { codFee { paise } total { paise } } } }": typeof types.CodTotalOrderDocument,
    "mutation ContentPagesSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }": typeof types.ContentPagesSubscribeDocument,
    "query ContentPagesSubscribers($first: Int, $after: String) {\n  newsletterSubscribers(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id email } }\n}": typeof types.ContentPagesSubscribersDocument,
    "mutation ContentPagesSendEnquiry($input: EnquiryInput!) { sendEnquiry(input: $input) { id } }": typeof types.ContentPagesSendEnquiryDocument,
    "query ContentPagesEnquiries($first: Int, $after: String) {\n  enquiries(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.ContentPagesEnquiriesDocument,
    "mutation ContentSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }": typeof types.ContentSubscribeDocument,
    "query ContentSubscribers { newsletterSubscribers { totalCount nodes { email createdAt } } }": typeof types.ContentSubscribersDocument,
    "mutation ContentSendEnquiry($input: EnquiryInput!) { sendEnquiry(input: $input) { id kind name email phone message quantity } }": typeof types.ContentSendEnquiryDocument,
    "query ContentEnquiries($kind: EnquiryKind) { enquiries(kind: $kind) { totalCount nodes { kind name email quantity } } }": typeof types.ContentEnquiriesDocument,
    "mutation NewsletterSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }": typeof types.NewsletterSubscribeDocument,
    "mutation NewsletterConfirm($token: String!) { confirmNewsletterSubscription(token: $token) { message } }": typeof types.NewsletterConfirmDocument,
    "mutation NewsletterUnsubscribe($token: String!) { unsubscribeFromNewsletter(token: $token) { message } }": typeof types.NewsletterUnsubscribeDocument,
    "query NewsletterOffer { shopPolicies { newsletterWelcomePercentage } }": typeof types.NewsletterOfferDocument,
    "query CouponPagesCoupons($first: Int, $after: String) {\n  coupons(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id code } }\n}": typeof types.CouponPagesCouponsDocument,
    "mutation CouponPagesDelete($id: ID!) { deleteCoupon(id: $id) { id } }": typeof types.CouponPagesDeleteDocument,
    "query Coupons($first: Int, $after: String) { coupons(first: $first, after: $after) { totalCount nodes { code status } } }": typeof types.CouponsDocument,
    "query Coupon($id: ID!) { coupon(id: $id) { id code } }": typeof types.CouponDocument,
    "mutation CouponDeleteCoupon($id: ID!) { deleteCoupon(id: $id) { id } }": typeof types.CouponDeleteCouponDocument,
    "mutation CouponChanged($id: ID!, $input: UpdateCouponInput!) {\n      updateCoupon(id: $id, input: $input) { code percentOff amountOff { paise } minOrder { paise } usageLimit prepaidOnly active }\n    }": typeof types.CouponChangedDocument,
    "mutation CouponsV2Create($input: CouponInput!) { createCoupon(input: $input) { id code status usedCount freeDelivery discountType } }": typeof types.CouponsV2CreateDocument,
    "fragment CouponsV2Bag on Cart { couponCode couponNotice totals { ...TotalsFields } }": typeof types.CouponsV2BagFragmentDoc,
    "mutation CouponsV2Apply($code: String!) { applyCoupon(code: $code) { ...CouponsV2Bag } }": typeof types.CouponsV2ApplyDocument,
    "mutation CouponsV2Remove { removeCoupon { ...CouponsV2Bag } }": typeof types.CouponsV2RemoveDocument,
    "query CouponsV2Cart { cart { ...CouponsV2Bag } }": typeof types.CouponsV2CartDocument,
    "mutation CouponsV2Cancel($id: ID!) { cancelMyOrder(id: $id) { id status } }": typeof types.CouponsV2CancelDocument,
    "query CouponsV2Usage{ coupons(first: 100) { nodes { code usedCount status usage { orders revenue { paise } discount { paise } } } } }": typeof types.CouponsV2UsageDocument,
    "query CouponsV2Coupon($id: ID!) { coupon(id: $id) { discountType freeDelivery percentOff amountOff { paise } } }": typeof types.CouponsV2CouponDocument,
    "mutation CouponsV2AbandonCheckout($id: ID!) { abandonCheckout(id: $id) { status } }": typeof types.CouponsV2AbandonCheckoutDocument,
    "mutation CouponsV2UpdateCartLine($input: UpdateCartLineInput!) { updateCartLine(input: $input) { itemCount } }": typeof types.CouponsV2UpdateCartLineDocument,
    "mutation CouponsV2ApplyCoupon($code: String!, $guestId: String) { applyCoupon(code: $code, guestId: $guestId) { couponCode } }": typeof types.CouponsV2ApplyCouponDocument,
    "mutation CouponsV2Merge($guestId: String!) { mergeGuestCart(guestId: $guestId) { ...CouponsV2Bag } }": typeof types.CouponsV2MergeDocument,
    "query IndiaDaysCoupon($id: ID!) { coupon(id: $id) { code expiresAt } }": typeof types.IndiaDaysCouponDocument,
    "mutation IndiaDaysReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id } }": typeof types.IndiaDaysReturnDocument,
    "mutation ReplicasRegister($input: RegisterInput!) { register(input: $input) { token } }": typeof types.ReplicasRegisterDocument,
    "mutation ReplicasAdd($input: AddToCartInput!) { addToCart(input: $input) { totals { total { paise } } } }": typeof types.ReplicasAddDocument,
    "mutation ReplicasCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { id orderId status } }": typeof types.ReplicasCheckoutDocument,
    "query ReplicasOrderNumber($id: ID!) { order(id: $id) { number } }": typeof types.ReplicasOrderNumberDocument,
    "query SeedAll($after: String) {\n  products(first: 50, after: $after) {\n    totalCount\n    pageInfo { hasNextPage endCursor }\n    nodes { name slug brand collection material gender colors sizes countInStock rating numReviews description\n            discountPrice { paise } price { paise } category { slug } images { url altText } }\n    facets { colors { value } materials { value } genders { value } sizes { value } brands { value } }\n  }\n}": typeof types.SeedAllDocument,
    "query SeedCategories { categories(first: 100) { nodes { name slug image { url } } } }": typeof types.SeedCategoriesDocument,
    "query SeedProducts($c: String!) { products(filter: { collection: $c }) { totalCount } }": typeof types.SeedProductsDocument,
    "query SeedProducts2 { products(filter: { includeUnpublished: true }) { totalCount } }": typeof types.SeedProducts2Document,
    "query SeedProduct($s: String!) { product(idOrSlug: $s) { rating numReviews reviews(first: 100) { nodes { rating comment authorName } } } }": typeof types.SeedProductDocument,
    "query SeedBestSellers { bestSellers { rating } }": typeof types.SeedBestSellersDocument,
    "query SeedBannerSlides { bannerSlides(first: 100) { nodes { altText link desktopImage { url } mobileImage { url } } } }": typeof types.SeedBannerSlidesDocument,
    "query SeedProducts3 { products(filter: { search: \"backpak\" }) { totalCount nodes { name } } }": typeof types.SeedProducts3Document,
    "mutation FulfilmentMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id status allowedStatuses } }": typeof types.FulfilmentMoveDocument,
    "mutation FulfilmentCorrect($id: ID!, $status: OrderStatus!, $reason: String!) { correctOrderStatus(id: $id, status: $status, reason: $reason) { id status } }": typeof types.FulfilmentCorrectDocument,
    "mutation FulfilmentCancelMine($id: ID!, $reason: String) { cancelMyOrder(id: $id, reason: $reason) { id status paymentStatus } }": typeof types.FulfilmentCancelMineDocument,
    "query FulfilmentOrder($id: ID!) { order(id: $id) { id status paymentStatus allowedStatuses\n  shipment { courier courierName trackingNumber trackingUrl }\n  history { actor fromStatus toStatus note customerVisible }\n  refunds { amount { paise } status method reference }\n  returnRequests { id kind status reason photos adminMessage replacementOrderId lines { orderItemId quantity exchangeSize exchangeColor } }\n  items { id productId name quantity size color } } }": typeof types.FulfilmentOrderDocument,
    "mutation FulfilmentRequestReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id kind status } }": typeof types.FulfilmentRequestReturnDocument,
    "mutation FulfilmentDecide($id: ID!, $approve: Boolean!, $message: String) { decideReturn(id: $id, approve: $approve, message: $message) { id status adminMessage } }": typeof types.FulfilmentDecideDocument,
    "mutation FulfilmentReceive($id: ID!, $input: ReceiveReturnInput!) { receiveReturn(id: $id, input: $input) { id status replacementOrderId } }": typeof types.FulfilmentReceiveDocument,
    "mutation FulfilmentRefused($id: ID!, $restock: Boolean!, $note: String) { recordRefusedDelivery(id: $id, restock: $restock, note: $note) { id status paymentStatus allowedStatuses } }": typeof types.FulfilmentRefusedDocument,
    "query FulfilmentReplacement($id: ID!) { order(id: $id) { status replacesOrderId paymentStatus totals { total { paise } } items { size color quantity price { paise } } } }": typeof types.FulfilmentReplacementDocument,
    "query FulfilmentCoupons{ coupons(first: 100) { nodes { id usedCount } } }": typeof types.FulfilmentCouponsDocument,
    "mutation FulfilmentDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }": typeof types.FulfilmentDeleteOrderDocument,
    "query FulfilmentShopPolicies { shopPolicies { returnWindowDays } }": typeof types.FulfilmentShopPoliciesDocument,
    "mutation FulfilmentUpdateSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { returnWindowDays } } }": typeof types.FulfilmentUpdateSettingsDocument,
    "mutation ReturnPhotosRequest($input: RequestReturnInput!) { requestReturn(input: $input) { id photos } }": typeof types.ReturnPhotosRequestDocument,
    "query ReturnPhotosOrder($id: ID!) { order(id: $id) { returnRequests { id photos } } }": typeof types.ReturnPhotosOrderDocument,
    "mutation ReturnPhotosProduct($input: ProductInput!) { createProduct(input: $input) { images { url } } }": typeof types.ReturnPhotosProductDocument,
    "mutation ShiprocketShip($id: ID!, $courierId: Int) { shipWithShiprocket(id: $id, courierId: $courierId) { id status shipment { id shiprocket { progress attempts } } } }": typeof types.ShiprocketShipDocument,
    "query ShiprocketAdminOrder($id: ID!) { order(id: $id) { id number status paymentStatus\n  totals { total { paise } }\n  refunds { amount { paise } status }\n  history { actor toStatus note customerVisible }\n  shipment { courier courierName trackingNumber trackingUrl trackingStatus expectedDeliveryAt\n    scans { status activity location occurredAt }\n    shiprocket { progress failure attempts shiprocketOrderId labelUrl manifestUrl pickupScheduledFor } } } }": typeof types.ShiprocketAdminOrderDocument,
    "query ShiprocketCustomerOrder($id: ID!) { order(id: $id) { id status\n  history { note }\n  shipment { courierName trackingNumber trackingStatus expectedDeliveryAt scans { status occurredAt } shiprocket { progress } } } }": typeof types.ShiprocketCustomerOrderDocument,
    "query ShiprocketRates($orderId: ID!) { courierRates(orderId: $orderId) { courierId courierName rate { paise } estimatedDays recommended } }": typeof types.ShiprocketRatesDocument,
    "mutation ShiprocketParcel($input: ShopSettingsInput!) { updateShopSettings(input: $input) { parcel { weightGrams lengthCm breadthCm heightCm } } }": typeof types.ShiprocketParcelDocument,
    "query ShiprocketProvider { shippingProvider }": typeof types.ShiprocketProviderDocument,
    "mutation ShiprocketCancel($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }": typeof types.ShiprocketCancelDocument,
    "query ErrorCodesCart($g: String) { cart(guestId: $g) { lines { variantId } } }": typeof types.ErrorCodesCartDocument,
    "query ErrorCodesCart2($g: String) { cart(guestId: $g) { lines { problem problemCode } } }": typeof types.ErrorCodesCart2Document,
    "query ErrorCodesCheckCoupon($c: String!) { checkCoupon(code: $c) { discount { paise } } }": typeof types.ErrorCodesCheckCouponDocument,
    "query ErrorCodesCategories { categories { nodes { id } } product(idOrSlug: \"nope\") { id } category(idOrSlug: \"nope\") { id } }": typeof types.ErrorCodesCategoriesDocument,
    "query ErrorCodesOrder($id: ID!) { order(id: $id) { id } checkout(id: $id) { id } }": typeof types.ErrorCodesOrderDocument,
    "query ErrorCodesCoupon($id: ID!) { coupon(id: $id) { id } catalogImport(id: $id) { id } }": typeof types.ErrorCodesCouponDocument,
    "query ErrorCodesOrder2($id: ID!) { order(id: $id) { id } }": typeof types.ErrorCodesOrder2Document,
    "mutation ErrorCodesCreateCart{ createCart { guestId cart { itemCount } } }": typeof types.ErrorCodesCreateCartDocument,
    "query HttpCachingCatalog { products(first: 5) { totalCount } categories { nodes { id } } }": typeof types.HttpCachingCatalogDocument,
    "query LimitsUsers { users { nodes { email } } }": typeof types.LimitsUsersDocument,
    "query LimitsMe { me { id } }": typeof types.LimitsMeDocument,
    "query ObservabilityCategories { categories { nodes { id } } }": typeof types.ObservabilityCategoriesDocument,
    "mutation OddInputRegister($input: RegisterInput!) { register(input: $input) { token } }": typeof types.OddInputRegisterDocument,
    "query OddInputProducts($filter: ProductFilterInput) { products(filter: $filter) { totalCount } }": typeof types.OddInputProductsDocument,
    "query OddInputOrder($id: ID!) { order(id: $id) { totals { total { paise } } } }": typeof types.OddInputOrderDocument,
    "mutation OddInputCreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }": typeof types.OddInputCreateProductDocument,
    "query OutageCategories{ categories { nodes { id } } }": typeof types.OutageCategoriesDocument,
    "mutation ProductPageOneReadUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": typeof types.ProductPageOneReadUpdateDocument,
    "query ProductionGraphqlIntrospection { __schema { queryType { name } } }": typeof types.ProductionGraphqlIntrospectionDocument,
    "query ProductionGraphqlTypeLookup { __type(name: \"Product\") { name } }": typeof types.ProductionGraphqlTypeLookupDocument,
    "mutation StorefrontPagesUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": typeof types.StorefrontPagesUpdateDocument,
    "mutation StorefrontPagesReview($id: ID!, $input: ReviewInput!) { addReview(productId: $id, input: $input) { id } }": typeof types.StorefrontPagesReviewDocument,
    "mutation StorefrontPagesDelete($id: ID!) { deleteProduct(id: $id) { id } }": typeof types.StorefrontPagesDeleteDocument,
    "query StorefrontPagesHead($slug: String!) { product(idOrSlug: $slug) { pageTitle metaDescription } }": typeof types.StorefrontPagesHeadDocument,
    "mutation StorefrontPagesChangeCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id } }": typeof types.StorefrontPagesChangeCategoryDocument,
    "query TrustedDocumentsProducts { products { totalCount nodes { id name } } }": typeof types.TrustedDocumentsProductsDocument,
    "query TrustedDocumentsProducts2 { products { totalCount } }": typeof types.TrustedDocumentsProducts2Document,
    "query JobsFailedJobs($first: Int, $after: String) { failedJobs(first: $first, after: $after) { nodes { id name retryCount createdAt failedAt error } totalCount pageInfo { hasNextPage endCursor } } }": typeof types.JobsFailedJobsDocument,
    "mutation JobsRetry($id: ID!) { retryFailedJob(id: $id) }": typeof types.JobsRetryDocument,
    "mutation JobsRequestReset($email: String!) { requestPasswordReset(email: $email) { message } }": typeof types.JobsRequestResetDocument,
    "\n  mutation MessagingConsent($input: MessagingConsentInput!) {\n    setMessagingConsent(input: $input) { phone channel purpose granted }\n  }\n": typeof types.MessagingConsentDocument,
    "\n  query MessagingOrderMessages($id: ID!) {\n    order(id: $id) {\n      messages { channel purpose recipient template body status attempts lastError providerMessageId deliveryStatus sentAt deliveredAt readAt }\n    }\n  }\n": typeof types.MessagingOrderMessagesDocument,
    "query MessagingCheckoutOrder($id: ID!) { checkout(id: $id) { orderId } }": typeof types.MessagingCheckoutOrderDocument,
    "\n  mutation MessagingMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id } }\n": typeof types.MessagingMoveDocument,
    "mutation MessagingOffer($campaign: String!, $offer: String!) { sendWhatsAppOffer(campaign: $campaign, offer: $offer) }": typeof types.MessagingOfferDocument,
    "query MessagingTemplates { messageTemplates { key channel variables body providerTemplate preview quickReplies { payload } } }": typeof types.MessagingTemplatesDocument,
    "\n  mutation MessagingUpdateTemplate($input: UpdateMessageTemplateInput!) { updateMessageTemplate(input: $input) { key body providerTemplate preview updatedAt } }\n": typeof types.MessagingUpdateTemplateDocument,
    "query MessagingPreview($key: String!, $body: String!) { previewMessageTemplate(key: $key, body: $body) }": typeof types.MessagingPreviewDocument,
    "query OrderNumbersOrder($id: ID!) { order(id: $id) { id number invoice { number orderNumber } } }": typeof types.OrderNumbersOrderDocument,
    "query OrderNumbersSearch($search: String) { orders(filter: { search: $search }, first: 100) { totalCount nodes { id number } } }": typeof types.OrderNumbersSearchDocument,
    "query OrderNumbersAll { orders(first: 100) { nodes { number } } }": typeof types.OrderNumbersAllDocument,
    "mutation OrderNumbersSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { invoicing { orderPrefix invoicePrefix } } }": typeof types.OrderNumbersSettingsDocument,
    "query OrderPagesMine($first: Int, $after: String) { myOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }": typeof types.OrderPagesMineDocument,
    "query OrderPagesAll($first: Int, $after: String) { orders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }": typeof types.OrderPagesAllDocument,
    "query Order($id: ID!) { order(id: $id) { id status deliveredAt customerEmail customer { firstName lastName } totals { total { paise } } items { name quantity } } }": typeof types.OrderDocument,
    "query OrderMyOrders($first: Int, $after: String) { myOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id totals { total { paise } } items { name } } } }": typeof types.OrderMyOrdersDocument,
    "query Orders($filter: OrderFilterInput, $first: Int, $after: String) {\n  orders(filter: $filter, first: $first, after: $after) {\n    totalCount pageInfo { hasNextPage endCursor }\n    nodes { id status paymentStatus createdAt customerEmail customer { firstName lastName } totals { total { paise } } items { name price { paise } quantity } shippingInfo { firstName lastName } }\n  }\n}": typeof types.OrdersDocument,
    "mutation OrderSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status deliveredAt } }": typeof types.OrderSetStatusDocument,
    "mutation OrderDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }": typeof types.OrderDeleteOrderDocument,
    "query OrderCharts($days: Int!) { salesCharts(days: $days) { daily { date orders revenue { paise } } byStatus { status orders } paymentMix { method orders revenue { paise } } topProducts { name units revenue { paise } } } }": typeof types.OrderChartsDocument,
    "query OrderDashboard($recentCount: Int) { adminDashboard(recentCount: $recentCount) { revenue { paise formatted } orderCount productCount recentOrders { id customer { firstName } totals { total { paise } } status } } }": typeof types.OrderDashboardDocument,
    "query Orders2 { orders(first: 101) { totalCount } }": typeof types.Orders2Document,
    "fragment SummaryPeriod on SalesPeriod {\n  from to revenue { paise } paid { paise } paidOrders averageOrderValue { paise } refunds { paise } refundCount\n  placedOrders byStatus { status orders } codOrders codShare invoiced { paise } invoicedGst { paise }\n}": typeof types.SummaryPeriodFragmentDoc,
    "query SummaryOfDays($from: String!, $to: String!) { salesSummary(from: $from, to: $to) { current { ...SummaryPeriod } previous { ...SummaryPeriod } } }": typeof types.SummaryOfDaysDocument,
    "query SummaryGstMonth($month: String!) { gstReport(month: $month) { invoiceCount creditNoteCount net { charged { paise } totalTax { paise } } } }": typeof types.SummaryGstMonthDocument,
    "mutation SummarySettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { invoicingProblems } }": typeof types.SummarySettingsDocument,
    "query SummaryOrder($id: ID!) { order(id: $id) { totals { total { paise } } paymentStatus refunds { status } creditNotes { number } } }": typeof types.SummaryOrderDocument,
    "mutation SummaryMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }": typeof types.SummaryMoveDocument,
    "mutation SummaryRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id } }": typeof types.SummaryRefundDocument,
    "mutation SummaryManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id } }": typeof types.SummaryManualRefundDocument,
    "mutation PaymentPagesReconcile($date: String!) { reconcileDayWithProvider(date: $date) }": typeof types.PaymentPagesReconcileDocument,
    "query PaymentPagesDifferences($first: Int, $after: String) {\n  reconciliationDifferences(unresolvedOnly: true, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.PaymentPagesDifferencesDocument,
    "mutation PaymentPagesResolve($id: ID!) { resolveReconciliationDifference(id: $id) { id } }": typeof types.PaymentPagesResolveDocument,
    "query PaymentPagesAttention($first: Int, $after: String) {\n  paymentsNeedingAttention(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.PaymentPagesAttentionDocument,
    "query PaymentOrderPayment($id: ID!) { order(id: $id) { id status paymentStatus paymentMethod paidAt totals { total { paise } } } }": typeof types.PaymentOrderPaymentDocument,
    "query PaymentOrder($id: ID!) { order(id: $id) { payment { provider status providerOrderId providerPaymentId amount { paise } capturedAt events { source type summary } } refunds { id } } }": typeof types.PaymentOrderDocument,
    "query PaymentOrder2($id: ID!) { order(id: $id) { payment { status } } }": typeof types.PaymentOrder2Document,
    "query PaymentSchema { __schema { mutationType { fields { name } } } }": typeof types.PaymentSchemaDocument,
    "mutation PaymentAbandonCheckout($id: ID!) { abandonCheckout(id: $id) { status } }": typeof types.PaymentAbandonCheckoutDocument,
    "mutation RazorpayMethodsSet($input: ShopSettingsInput!) {\n  updateShopSettings(input: $input) { payments { razorpayMethods } } }": typeof types.RazorpayMethodsSetDocument,
    "query RazorpayMethodsSettings { shopSettings { payments { razorpayMethods } } }": typeof types.RazorpayMethodsSettingsDocument,
    "query RazorpayMethodsCheckout($id: ID!) { checkout(id: $id) { orderId razorpay { orderId methods } } }": typeof types.RazorpayMethodsCheckoutDocument,
    "query RazorpayMethodsOrder($id: ID!) { order(id: $id) { id paymentStatus payment { method attention } } }": typeof types.RazorpayMethodsOrderDocument,
    "query RazorpayCheckoutRazorpay($id: ID!) { checkout(id: $id) { id status paymentStatus orderId redirectUrl paymentUrl razorpay { keyId orderId amount { paise } scriptUrl } } }": typeof types.RazorpayCheckoutRazorpayDocument,
    "mutation RazorpayConfirm($input: ConfirmRazorpayPaymentInput!) { confirmRazorpayPayment(input: $input) { id status paymentStatus orderId redirectUrl } }": typeof types.RazorpayConfirmDocument,
    "mutation RazorpayAbandon($id: ID!) { abandonCheckout(id: $id) { id status } }": typeof types.RazorpayAbandonDocument,
    "query RazorpayOrderMoney($id: ID!) { order(id: $id) { id status paymentStatus paidAt totals { total { paise } }\n  paidWith payment { provider status method providerOrderId providerPaymentId attention events { source type summary } }\n  refunds { id amount { paise } status method reason reference failure } } }": typeof types.RazorpayOrderMoneyDocument,
    "query RazorpayStrays($id: ID!) { order(id: $id) { id paymentStatus\n  payment { attention strayCaptures { id providerPaymentId amount { paise } refundId } refunds { status amount { paise } } } } }": typeof types.RazorpayStraysDocument,
    "query RazorpayNeedingAttentionStrays { paymentsNeedingAttention(first: 100) { nodes { checkoutId orderId orderNumber strayCaptures { id providerPaymentId amount { paise } } } } }": typeof types.RazorpayNeedingAttentionStraysDocument,
    "mutation RazorpayRefundStray($id: ID!) { refundStrayCapture(id: $id) { id status amount { paise } } }": typeof types.RazorpayRefundStrayDocument,
    "query RazorpayPaidWith($id: ID!) { order(id: $id) { id paidWith } }": typeof types.RazorpayPaidWithDocument,
    "mutation RazorpayRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id amount { paise } status method } }": typeof types.RazorpayRefundDocument,
    "mutation RazorpayManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id amount { paise } status method reference } }": typeof types.RazorpayManualRefundDocument,
    "mutation RazorpaySetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status paymentStatus } }": typeof types.RazorpaySetStatusDocument,
    "query RazorpayNeedingAttention($first: Int = 100, $after: String) { paymentsNeedingAttention(first: $first, after: $after) { nodes { checkoutId status attention refunds { amount { paise } status } } totalCount pageInfo { hasNextPage endCursor } } }": typeof types.RazorpayNeedingAttentionDocument,
    "query RazorpayPaymentOptions { paymentOptions { provider testMode } }": typeof types.RazorpayPaymentOptionsDocument,
    "mutation ReconciliationDay($date: String!) { reconcileDayWithProvider(date: $date) }": typeof types.ReconciliationDayDocument,
    "query ReconciliationDifferences($first: Int = 100, $after: String, $unresolvedOnly: Boolean = false) {\n  reconciliationDifferences(first: $first, after: $after, unresolvedOnly: $unresolvedOnly) {\n    nodes { id date providerPaymentId kind description paymentId shopAmount { paise } providerAmount { paise } resolved }\n    totalCount pageInfo { hasNextPage endCursor } } }": typeof types.ReconciliationDifferencesDocument,
    "mutation ReconciliationResolve($id: ID!) { resolveReconciliationDifference(id: $id) { id resolved } }": typeof types.ReconciliationResolveDocument,
    "query ReconciliationOrderPayment($id: ID!) { order(id: $id) { id payment { id attention } } }": typeof types.ReconciliationOrderPaymentDocument,
    "query ReconciliationCheckout($id: ID!) { checkout(id: $id) { razorpay { orderId } } }": typeof types.ReconciliationCheckoutDocument,
    "mutation CodRemittanceRecord($input: CodRemittanceInput!) { recordCodRemittance(input: $input) {\n  id courier receivedOn reference amount { paise } ordersTotal { paise } difference { paise } orders { orderId amount { paise } } } }": typeof types.CodRemittanceRecordDocument,
    "query CodRemittanceList($first: Int = 100) { codRemittances(first: $first) {\n  nodes { id reference difference { paise } orders { orderId } } totalCount } }": typeof types.CodRemittanceListDocument,
    "query CodRemittanceUnremitted($first: Int = 100) { unremittedCodOrders(first: $first) {\n  nodes { orderId amount { paise } deliveredAt } totalCount } }": typeof types.CodRemittanceUnremittedDocument,
    "query CodRemittanceUnremittedCouriers($first: Int = 100) { unremittedCodOrders(first: $first) {\n  nodes { orderId orderNumber courierName } } }": typeof types.CodRemittanceUnremittedCouriersDocument,
    "query CodRemittanceOrderNumber($id: ID!) { order(id: $id) { number } }": typeof types.CodRemittanceOrderNumberDocument,
    "mutation CodRemittanceMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {\n  updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id } }": typeof types.CodRemittanceMoveDocument,
    "query CodRemittanceOrderTotal($id: ID!) { order(id: $id) { totals { total { paise } } deliveredAt } }": typeof types.CodRemittanceOrderTotalDocument,
    "query PayoutPagesPayouts($first: Int, $after: String) {\n  payouts(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.PayoutPagesPayoutsDocument,
    "query PayoutPagesUnsettled($first: Int, $after: String) {\n  unsettledPayments(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { orderId providerPaymentId } }\n}": typeof types.PayoutPagesUnsettledDocument,
    "query PayoutPagesRemittances($first: Int, $after: String) {\n  codRemittances(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.PayoutPagesRemittancesDocument,
    "query PayoutPagesUnremitted($first: Int, $after: String) {\n  unremittedCodOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { orderId } }\n}": typeof types.PayoutPagesUnremittedDocument,
    "mutation PayoutPagesRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }": typeof types.PayoutPagesRecordDayDocument,
    "mutation PayoutPagesRecordRemittance($input: CodRemittanceInput!) { recordCodRemittance(input: $input) { id } }": typeof types.PayoutPagesRecordRemittanceDocument,
    "mutation PayoutsRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }": typeof types.PayoutsRecordDayDocument,
    "query PayoutsList($first: Int = 100, $after: String) { payouts(first: $first, after: $after) {\n  nodes { id settlementId utr settledAt amount { paise } fees { paise } tax { paise } } totalCount } }": typeof types.PayoutsListDocument,
    "query PayoutsOne($id: ID!) { payout(id: $id) { payout { settlementId }\n  lines { entityId kind providerPaymentId orderId amount { paise } fee { paise } tax { paise } net { paise } } } }": typeof types.PayoutsOneDocument,
    "query PayoutsUnsettled($first: Int = 100) { unsettledPayments(first: $first) {\n  nodes { orderId providerPaymentId amount { paise } capturedAt } totalCount } }": typeof types.PayoutsUnsettledDocument,
    "mutation PayoutsCsvRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }": typeof types.PayoutsCsvRecordDayDocument,
    "mutation PayoutsCsvRemit($input: CodRemittanceInput!) { recordCodRemittance(input: $input) { id } }": typeof types.PayoutsCsvRemitDocument,
    "query PayoutsCsvOrderNumber($id: ID!) { order(id: $id) { number } }": typeof types.PayoutsCsvOrderNumberDocument,
    "mutation CatalogAdminCreate($input: ProductInput!) { createProduct(input: $input) {\n  id slug sku name brand collection description countInStock weight sizes colors tags material gender rating numReviews\n  isPublished isFeatured price { amount } discountPrice { amount } dimensions { length width height } category { name }\n} }": typeof types.CatalogAdminCreateDocument,
    "mutation CatalogAdminUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id slug name sku rating numReviews description price { amount } } }": typeof types.CatalogAdminUpdateDocument,
    "mutation CatalogAdminDelete($id: ID!) { deleteProduct(id: $id) { id } }": typeof types.CatalogAdminDeleteDocument,
    "query CatalogAdminHandle($slug: String!) { product(idOrSlug: $slug) { id name } }": typeof types.CatalogAdminHandleDocument,
    "mutation CatalogAdminHandleCreate($input: ProductInput!) { createProduct(input: $input) { id slug seoTitle seoDescription } }": typeof types.CatalogAdminHandleCreateDocument,
    "query CatalogAdminRead($id: String!) { product(idOrSlug: $id) {\n      name price { paise } discountPrice { paise } tags countInStock isPublished variants { size countInStock priceOverride { paise } }\n    } }": typeof types.CatalogAdminReadDocument,
    "mutation CatalogAdminAddReview($id: ID!) { addReview(productId: $id, input: { rating: 5, comment: \"Nice\" }) { id } }": typeof types.CatalogAdminAddReviewDocument,
    "query CatalogAdminProduct($s: String!) { product(idOrSlug: $s) { id } }": typeof types.CatalogAdminProductDocument,
    "mutation CatalogImagesCreate($input: ProductInput!) { createProduct(input: $input) {\n  id images { url altText srcSet jpegSrcSet: srcSet(format: JPEG) files { url width format } }\n} }": typeof types.CatalogImagesCreateDocument,
    "mutation CatalogImagesUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { images { url altText } } }": typeof types.CatalogImagesUpdateDocument,
    "mutation CatalogImagesDelete($id: ID!) { deleteProduct(id: $id) { id } }": typeof types.CatalogImagesDeleteDocument,
    "mutation CatalogImagesCreate2($input: CategoryInput!) { createCategory(input: $input) { id image { url altText files { url } } } }": typeof types.CatalogImagesCreate2Document,
    "mutation CatalogImagesDeleteCategory($id: ID!) { deleteCategory(id: $id) { id } }": typeof types.CatalogImagesDeleteCategoryDocument,
    "query CatalogListNewArrivalsLimit($limit: Int!) { newArrivals(limit: $limit) { name } }": typeof types.CatalogListNewArrivalsLimitDocument,
    "query CatalogListBestSellersLimit($limit: Int!) { bestSellers(limit: $limit) { name } }": typeof types.CatalogListBestSellersLimitDocument,
    "query CatalogListList($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) {\n    totalCount\n    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    nodes { name }\n    edges { cursor node { name } }\n  }\n}": typeof types.CatalogListListDocument,
    "query CatalogListFacets($filter: ProductFilterInput) {\n  products(filter: $filter, first: 1) {\n    totalCount\n    facets {\n      colors { value count } sizes { value count } materials { value count } genders { value count } brands { value count }\n      price { min { amount } max { amount } }\n    }\n  }\n}": typeof types.CatalogListFacetsDocument,
    "query CatalogListProduct($key: String!) { product(idOrSlug: $key) { name isPublished } }": typeof types.CatalogListProductDocument,
    "query CatalogListCategories($all: Boolean!, $first: Int, $after: String) {\n      categories(includeUnpublished: $all, first: $first, after: $after) { nodes { slug } totalCount pageInfo { hasNextPage endCursor } }\n    }": typeof types.CatalogListCategoriesDocument,
    "query CatalogListCategory($slug: String!) { category(idOrSlug: $slug) { name } }": typeof types.CatalogListCategoryDocument,
    "query CatalogListShelves($slug: String!) {\n    newArrivals(limit: 3) { name }\n    bestSellers(limit: 4) { name }\n    similarProducts(idOrSlug: $slug) { name }\n  }": typeof types.CatalogListShelvesDocument,
    "query CatalogListBothShelves { newArrivals(limit: 20) { name } bestSellers(limit: 20) { name } }": typeof types.CatalogListBothShelvesDocument,
    "query CatalogListBestSellers { bestSellers(limit: 3) { name } }": typeof types.CatalogListBestSellersDocument,
    "query CatalogListSimilarProducts($slug: String!) { similarProducts(idOrSlug: $slug) { name } }": typeof types.CatalogListSimilarProductsDocument,
    "query CatalogListProduct2 { product(idOrSlug: \"city-laptop-backpack\") {\n      slug price { amount paise formatted } discountPrice { amount } unitPrice { formatted }\n      category { slug } colors sizes material gender brand collection rating numReviews\n    } }": typeof types.CatalogListProduct2Document,
    "query CatalogPagesProducts($search: String, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: { search: $search }, sort: $sort, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id name } }\n}": typeof types.CatalogPagesProductsDocument,
    "query CatalogPagesReviews($slug: String!, $first: Int, $after: String) {\n  product(idOrSlug: $slug) { reviews(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }\n}": typeof types.CatalogPagesReviewsDocument,
    "query CatalogPagesCategories($first: Int, $after: String) {\n  categories(includeUnpublished: true, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.CatalogPagesCategoriesDocument,
    "query CatalogPagesOptionValues($first: Int, $after: String) {\n  productOptionValues(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.CatalogPagesOptionValuesDocument,
    "mutation CatalogPagesDeleteOptionValue($id: ID!) { deleteProductOptionValue(id: $id) { id } }": typeof types.CatalogPagesDeleteOptionValueDocument,
    "query CatalogQueriesPage($size: Int!, $search: String) {\n  products(first: $size, filter: { search: $search }) {\n    totalCount\n    nodes {\n      id name slug price { formatted } discountPrice { formatted } unitPrice { amount }\n      category { name slug }\n      images { url altText srcSet files { url width } }\n      reviews(first: 2) { nodes { rating comment authorName } }\n      variants { countInStock }\n    }\n    facets { colors { value count } sizes { value count } price { min { amount } max { amount } } }\n  }\n}": typeof types.CatalogQueriesPageDocument,
    "query CatalogQueriesNewArrivals($size: Int!) { newArrivals(limit: $size) { name category { name } reviews { nodes { authorName } } } }": typeof types.CatalogQueriesNewArrivalsDocument,
    "query CatalogQueriesBestSellers($size: Int!) { bestSellers(limit: $size) { name category { name } reviews { nodes { authorName } } } }": typeof types.CatalogQueriesBestSellersDocument,
    "query CatalogQueriesFacets { products(filter: { colors: [\"red\"] }) { totalCount facets { colors { value count } } } }": typeof types.CatalogQueriesFacetsDocument,
    "query CatalogQueriesProduct($id: String!) { product(idOrSlug: $id) { name category { id } } }": typeof types.CatalogQueriesProductDocument,
    "mutation CatalogQueriesUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": typeof types.CatalogQueriesUpdateProductDocument,
    "query CatalogResponseCacheProduct($slug: String!) { product(idOrSlug: $slug) { name countInStock rating numReviews } }": typeof types.CatalogResponseCacheProductDocument,
    "query CatalogResponseCacheProduct2($s: String!) { product(idOrSlug: $s) { countInStock } }": typeof types.CatalogResponseCacheProduct2Document,
    "query CatalogResponseCacheMe($s: String!) { me { id } product(idOrSlug: $s) { countInStock } }": typeof types.CatalogResponseCacheMeDocument,
    "mutation CatalogResponseCacheUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": typeof types.CatalogResponseCacheUpdateProductDocument,
    "query CatalogResponseCacheProduct3($slug: String!) { product(idOrSlug: $slug) { description countInStock } }": typeof types.CatalogResponseCacheProduct3Document,
    "mutation CatalogResponseCacheAddReview($id: ID!) { addReview(productId: $id, input: { rating: 4, comment: \"Good\" }) { id } }": typeof types.CatalogResponseCacheAddReviewDocument,
    "query CatalogResponseCacheSimilarProducts { similarProducts(idOrSlug: \"not-yet-there\") { name } }": typeof types.CatalogResponseCacheSimilarProductsDocument,
    "query CatalogResponseCacheDescribed($slug: String!) { product(idOrSlug: $slug) { name description } }": typeof types.CatalogResponseCacheDescribedDocument,
    "mutation BulkPublish($ids: [ID!]!) { publishProducts(ids: $ids) { id isPublished } }": typeof types.BulkPublishDocument,
    "mutation BulkUnpublish($ids: [ID!]!) { unpublishProducts(ids: $ids) { id isPublished } }": typeof types.BulkUnpublishDocument,
    "mutation BulkDelete($ids: [ID!]!) { deleteProducts(ids: $ids) { id } }": typeof types.BulkDeleteDocument,
    "query BulkList($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) { totalCount nodes { id name isPublished } pageInfo { hasNextPage endCursor } }\n}": typeof types.BulkListDocument,
    "query ProductOptionsValues($kind: ProductOptionKind, $first: Int = 100, $after: String) { productOptionValues(kind: $kind, first: $first, after: $after) { nodes { id kind name swatch productCount } totalCount pageInfo { hasNextPage endCursor } } }": typeof types.ProductOptionsValuesDocument,
    "query ProductOptionsOptions{ productOptions { sizes colors materials colorSwatches { name hex } } }": typeof types.ProductOptionsOptionsDocument,
    "mutation ProductOptionsAdd($input: ProductOptionValueInput!) { addProductOptionValue(input: $input) { id kind name swatch productCount } }": typeof types.ProductOptionsAddDocument,
    "mutation ProductOptionsRemove($id: ID!) { deleteProductOptionValue(id: $id) { id } }": typeof types.ProductOptionsRemoveDocument,
    "mutation ProductOptionsCreate($input: ProductInput!) { createProduct(input: $input) { id colors sizes material } }": typeof types.ProductOptionsCreateDocument,
    "query ProductOptionsFiltered($filter: ProductFilterInput) { products(filter: $filter) { nodes { name colors } facets { colors { value count } sizes { value count } } } }": typeof types.ProductOptionsFilteredDocument,
    "mutation VariantPricesCreate($input: ProductInput!) { createProduct(input: $input) { id } }": typeof types.VariantPricesCreateDocument,
    "query VariantPricesList($filter: ProductFilterInput, $sort: ProductSort, $size: Int) {\n  products(filter: $filter, sort: $sort, first: $size) {\n    nodes { name unitPrice { paise } fromPrice { paise formatted } }\n    facets { price { min { paise } max { paise } } }\n  }\n}": typeof types.VariantPricesListDocument,
    "mutation VariantsCreate($input: ProductInput!) { createProduct(input: $input) { id slug countInStock sizes colors variants { id sku size color countInStock price { paise } unitPrice { paise } priceOverride { paise } images { url } } } }": typeof types.VariantsCreateDocument,
    "mutation VariantsUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id countInStock sizes colors variants { id sku size color countInStock } } }": typeof types.VariantsUpdateDocument,
    "mutation VariantsSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }": typeof types.VariantsSetStatusDocument,
    "query VariantsOrder($id: ID!) { order(id: $id) { items { variantId sku size color price { paise } quantity } } }": typeof types.VariantsOrderDocument,
    "query VariantsCart { cart { lines { variantId sku size color unitPrice { paise } inStock problem } } }": typeof types.VariantsCartDocument,
    "query VariantsProductOptions { productOptions { sizes colors materials } }": typeof types.VariantsProductOptionsDocument,
    "mutation VariantsAddToCart($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }": typeof types.VariantsAddToCartDocument,
    "mutation VariantsAddToCart2($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }": typeof types.VariantsAddToCart2Document,
    "mutation VariantsAddToCart3($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }": typeof types.VariantsAddToCart3Document,
    "query VariantsFilter($f: ProductFilterInput) { products(filter: $f) { nodes { id } facets { colors { value count } sizes { value count } } } }": typeof types.VariantsFilterDocument,
    "mutation CatalogReviewsReview($id: ID!, $input: ReviewInput!) { addReview(productId: $id, input: $input) {\n  rating numReviews reviews { nodes { rating comment authorName } }\n} }": typeof types.CatalogReviewsReviewDocument,
    "query CatalogReviewsProduct($slug: String!, $first: Int, $after: String) { product(idOrSlug: $slug) {\n  rating numReviews reviews(first: $first, after: $after) { nodes { rating comment authorName createdAt } totalCount pageInfo { hasNextPage endCursor } }\n} }": typeof types.CatalogReviewsProductDocument,
    "query SearchSuggestionsSuggest($text: String!) { searchSuggestions(text: $text) { text categories { name slug } products { name slug category { name } } } }": typeof types.SearchSuggestionsSuggestDocument,
    "query CatalogSearchSearch($filter: ProductFilterInput, $sort: ProductSort) {\n  products(filter: $filter, sort: $sort, first: 50) { totalCount nodes { name } facets { colors { value count } } }\n}": typeof types.CatalogSearchSearchDocument,
    "mutation CatalogSearchRenameCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id } }": typeof types.CatalogSearchRenameCategoryDocument,
    "mutation CatalogSearchRecolour($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": typeof types.CatalogSearchRecolourDocument,
    "fragment ShopPoliciesFields on ShopPolicies { shippingArea deliveryFee { paise formatted } freeDeliveryAbove { paise } giftWrapFee { paise } dispatchDays deliveryDaysFrom deliveryDaysTo returnWindowDays }": typeof types.ShopPoliciesFieldsFragmentDoc,
    "mutation ShopPoliciesUpdate($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { ...ShopPoliciesFields } invoicing { invoicePrefix } } }": typeof types.ShopPoliciesUpdateDocument,
    "query ShopPoliciesServed { shopPolicies { ...ShopPoliciesFields } }": typeof types.ShopPoliciesServedDocument,
    "query ShopPolicies { shopPolicies { deliveryFee { paise } deliveryDaysTo returnWindowDays } }": typeof types.ShopPoliciesDocument,
    "query ShopPoliciesSettings { shopSettings { policies { ...ShopPoliciesFields } invoicing { invoicePrefix creditNotePrefix } gst { deliveryRate deliverySac giftWrapHsn } cod { maxOrderValue { paise } fee { paise } refusalLimit } } }": typeof types.ShopPoliciesSettingsDocument,
    "mutation ShopPoliciesClearLimit{ updateShopSettings(input: { cod: { refusalLimit: null } }) { cod { refusalLimit fee { paise } } } }": typeof types.ShopPoliciesClearLimitDocument,
    "query ShopPolicies2 { shopPolicies { deliveryFee { paise } } }": typeof types.ShopPolicies2Document,
    "mutation ShopPromisesSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { payments { razorpayMethods } } }": typeof types.ShopPromisesSettingsDocument,
    "mutation ShopPromisesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }": typeof types.ShopPromisesCreateRuleDocument,
    "mutation ShopPromisesDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }": typeof types.ShopPromisesDeleteRuleDocument,
    "query ShopPromisesStated { paymentOptions { online cashOnDelivery } shopPolicies { deliveryEstimate } }": typeof types.ShopPromisesStatedDocument,
    "query StaffPreview($token: String!) { staffInvitation(token: $token) { email hasAccount } }": typeof types.StaffPreviewDocument,
    "query StaffInvitations { staffInvitations { id email status } }": typeof types.StaffInvitationsDocument,
    "mutation StaffResend($id: ID!) { resendStaffInvitation(id: $id) { id status } }": typeof types.StaffResendDocument,
    "mutation StaffRevoke($id: ID!) { revokeStaffInvitation(id: $id) { id status } }": typeof types.StaffRevokeDocument,
    "query StaffAccountsMembers { staffMembers { id email status isShopOwner secondFactorEnabled role { name } } }": typeof types.StaffAccountsMembersDocument,
    "query StaffAccountsPermissions { me { permissions } }": typeof types.StaffAccountsPermissionsDocument,
    "mutation StaffSuspend($userId: ID!) { suspendStaff(userId: $userId) { message } }": typeof types.StaffSuspendDocument,
    "mutation StaffReactivate($userId: ID!) { reactivateStaff(userId: $userId) { message } }": typeof types.StaffReactivateDocument,
    "mutation StaffRemove($userId: ID!) { removeStaff(userId: $userId) { message } }": typeof types.StaffRemoveDocument,
    "query StaffMyOrders { myOrders(first: 10) { nodes { id } } }": typeof types.StaffMyOrdersDocument,
    "query StaffRolesMe { me { id role permissions } }": typeof types.StaffRolesMeDocument,
    "query StaffRoles { staffRoles { id name isOwner permissions } }": typeof types.StaffRolesDocument,
    "query StaffRolesMembers { staffMembers { id email isShopOwner role { name } } }": typeof types.StaffRolesMembersDocument,
    "mutation StaffCreateRole($input: StaffRoleInput!) { createStaffRole(input: $input) { id name permissions isOwner } }": typeof types.StaffCreateRoleDocument,
    "mutation StaffUpdateRole($id: ID!, $input: UpdateStaffRoleInput!) { updateStaffRole(id: $id, input: $input) { id name permissions } }": typeof types.StaffUpdateRoleDocument,
    "mutation StaffDeleteRole($id: ID!) { deleteStaffRole(id: $id) { id } }": typeof types.StaffDeleteRoleDocument,
    "mutation StaffAssignRole($userId: ID!, $roleId: ID!) { assignStaffRole(userId: $userId, roleId: $roleId) { id role { name } } }": typeof types.StaffAssignRoleDocument,
    "mutation StaffCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }": typeof types.StaffCreateCategoryDocument,
    "mutation StaffBeginEnrolment($input: SecondFactorEnrolmentInput!) { beginSecondFactorEnrolment(input: $input) { secret otpauthUri qrCodeSvg } }": typeof types.StaffBeginEnrolmentDocument,
    "mutation StaffConfirmEnrolment($input: ConfirmSecondFactorInput!) { confirmSecondFactorEnrolment(input: $input) { recoveryCodes session { token user { id secondFactorEnabled } } } }": typeof types.StaffConfirmEnrolmentDocument,
    "mutation StaffCompleteSignIn($input: CompleteStaffSignInInput!) { completeStaffSignIn(input: $input) { token user { id } } }": typeof types.StaffCompleteSignInDocument,
    "mutation StaffRequireSecondFactor($required: Boolean!) { setStaffSecondFactorRequired(required: $required) { secondFactorRequired } }": typeof types.StaffRequireSecondFactorDocument,
    "query StaffAccountsRoles { staffRoles { id name } }": typeof types.StaffAccountsRolesDocument,
    "mutation StaffInvite($input: InviteStaffInput!) { inviteStaff(input: $input) { id email roleId status expiresAt } }": typeof types.StaffInviteDocument,
    "mutation StaffAccept($input: AcceptStaffInvitationInput!) { acceptStaffInvitation(input: $input) { next secondStepToken session { token user { id role } } } }": typeof types.StaffAcceptDocument,
    "mutation StaffSignIn($input: LoginInput!) { staffSignIn(input: $input) { next secondStepToken session { token user { id } } } }": typeof types.StaffSignInDocument,
    "mutation StaffAccountsLogin($input: LoginInput!) { login(input: $input) { token user { id role } } }": typeof types.StaffAccountsLoginDocument,
    "query StaffAccountsMe { me { id role suspendedAt secondFactorEnabled } }": typeof types.StaffAccountsMeDocument,
    "mutation TestCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id slug name } }": typeof types.TestCreateCategoryDocument,
    "mutation TestCreateProduct($input: ProductInput!) { createProduct(input: $input) { id slug name sku } }": typeof types.TestCreateProductDocument,
    "query TestCart($guestId: String) { cart(guestId: $guestId) { ...CartFields } }": typeof types.TestCartDocument,
    "mutation TestAddToCart($input: AddToCartInput!) { addToCart(input: $input) { ...CartFields } }": typeof types.TestAddToCartDocument,
    "mutation TestUpdateCartLine($input: UpdateCartLineInput!) { updateCartLine(input: $input) { ...CartFields } }": typeof types.TestUpdateCartLineDocument,
    "mutation TestRemoveFromCart($lineId: ID!, $guestId: String) { removeFromCart(lineId: $lineId, guestId: $guestId) { ...CartFields } }": typeof types.TestRemoveFromCartDocument,
    "mutation TestClearCart($guestId: String) { clearCart(guestId: $guestId) { ...CartFields } }": typeof types.TestClearCartDocument,
    "mutation TestMergeGuestCart($guestId: String!) { mergeGuestCart(guestId: $guestId) { ...CartFields } }": typeof types.TestMergeGuestCartDocument,
    "query TestCheckCoupon($code: String!) { checkCoupon(code: $code) { coupon { code discountType percentOff amountOff { paise } status } discount { paise } totals { ...TotalsFields } } }": typeof types.TestCheckCouponDocument,
    "mutation TestCreateCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { ...CheckoutFields } }": typeof types.TestCreateCheckoutDocument,
    "mutation TestFinalizeCheckout($id: ID!) { finalizeCheckout(id: $id) { ...CheckoutFields } }": typeof types.TestFinalizeCheckoutDocument,
    "query TestCheckout($id: ID!) { checkout(id: $id) { ...CheckoutFields } }": typeof types.TestCheckoutDocument,
    "mutation TestCreateCoupon($input: CouponInput!) { createCoupon(input: $input) { id code discountType percentOff amountOff { paise } active expiresAt status } }": typeof types.TestCreateCouponDocument,
    "mutation TestUpdateCoupon($id: ID!, $input: UpdateCouponInput!) { updateCoupon(id: $id, input: $input) { id code discountType percentOff amountOff { paise } active expiresAt status } }": typeof types.TestUpdateCouponDocument,
    "query TestCheckoutOrder($id: ID!) { checkout(id: $id) { orderId } }": typeof types.TestCheckoutOrderDocument,
    "mutation TestMoveOrder($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }": typeof types.TestMoveOrderDocument,
    "query TestOrderItems($id: ID!) { order(id: $id) { items { id } } }": typeof types.TestOrderItemsDocument,
    "query TestOrderNumber($id: ID!) { order(id: $id) { number } }": typeof types.TestOrderNumberDocument,
    "fragment MoneyFields on Money {\n  paise\n  amount\n  formatted\n}\n\nfragment TotalsFields on PriceBreakdown {\n  subtotal {\n    ...MoneyFields\n  }\n  giftWrap {\n    ...MoneyFields\n  }\n  delivery {\n    ...MoneyFields\n  }\n  discount {\n    ...MoneyFields\n  }\n  total {\n    ...MoneyFields\n  }\n}\n\nfragment CartFields on Cart {\n  itemCount\n  lines {\n    id\n    productId\n    name\n    slug\n    size\n    color\n    quantity\n    giftWrap\n    unitPrice {\n      ...MoneyFields\n    }\n    lineTotal {\n      ...MoneyFields\n    }\n    problem\n    image {\n      url\n    }\n  }\n  totals {\n    ...TotalsFields\n  }\n}\n\nfragment CheckoutFields on Checkout {\n  id\n  createdAt\n  status\n  paymentMethod\n  paymentStatus\n  paymentUrl\n  redirectUrl\n  orderId\n  expiresAt\n  couponCode\n  totals {\n    ...TotalsFields\n  }\n  shippingInfo {\n    firstName\n    phoneNo\n    postalCode\n  }\n}": typeof types.MoneyFieldsFragmentDoc,
    "query SupportRazorpayCheckout($id: ID!) { checkout(id: $id) { orderId razorpay { orderId } } }": typeof types.SupportRazorpayCheckoutDocument,
    "query StaffRoleIds { staffRoles { id name } }": typeof types.StaffRoleIdsDocument,
    "mutation StaffAssignForTest($userId: ID!, $roleId: ID!) { assignStaffRole(userId: $userId, roleId: $roleId) { id } }": typeof types.StaffAssignForTestDocument,
    "mutation StaffLogin($input: LoginInput!) { login(input: $input) { token } }": typeof types.StaffLoginDocument,
    "\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n      }\n    }\n  }\n": typeof types.TestLoginDocument,
    "\n  mutation TestRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n      }\n    }\n  }\n": typeof types.TestRegisterDocument,
    "fragment GstAmounts on TaxAmounts { charged { paise } taxable { paise } cgst { paise } sgst { paise } igst { paise } totalTax { paise formatted } }": typeof types.GstAmountsFragmentDoc,
    "fragment GstSettings on ShopSettings {\n  seller { legalName gstin address state stateCode }\n  invoicing { invoicePrefix creditNotePrefix }\n  gst { deliveryRate deliverySac giftWrapRate giftWrapHsn defaultGoodsRate defaultGoodsHsn }\n  invoicingProblems\n}": typeof types.GstSettingsFragmentDoc,
    "query GstShopSettings { shopSettings { ...GstSettings } }": typeof types.GstShopSettingsDocument,
    "mutation GstUpdateShopSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { ...GstSettings } }": typeof types.GstUpdateShopSettingsDocument,
    "mutation GstAddRate($input: GstRateInput!) { addGstRate(input: $input) { id hsn rate effectiveFrom categoryId productId } }": typeof types.GstAddRateDocument,
    "mutation GstDeleteRate($id: ID!) { deleteGstRate(id: $id) { id } }": typeof types.GstDeleteRateDocument,
    "query GstOrderTax($id: ID!) { order(id: $id) {\n  id totals { total { paise } }\n  items { id tax { hsn rate amounts { taxable { paise } } } }\n  invoice { number issuedAt placeOfSupply placeOfSupplyCode supplyType pdfUrl amounts { ...GstAmounts }\n    lines { kind description hsn quantity rate gross { paise } discount { paise } amounts { ...GstAmounts } } }\n  creditNotes { number reason pdfUrl amounts { ...GstAmounts } lines { description hsn quantity amounts { ...GstAmounts } } }\n} }": typeof types.GstOrderTaxDocument,
    "mutation GstSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }": typeof types.GstSetStatusDocument,
    "mutation GstDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }": typeof types.GstDeleteOrderDocument,
    "mutation GstManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id status } }": typeof types.GstManualRefundDocument,
    "mutation GstRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id status } }": typeof types.GstRefundDocument,
    "query GstCheckoutOrderId($id: ID!) { checkout(id: $id) { orderId } }": typeof types.GstCheckoutOrderIdDocument,
    "mutation GstRequestReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id } }": typeof types.GstRequestReturnDocument,
    "mutation GstDecideReturn($id: ID!, $approve: Boolean!) { decideReturn(id: $id, approve: $approve) { id } }": typeof types.GstDecideReturnDocument,
    "mutation GstReceiveReturn($id: ID!, $input: ReceiveReturnInput!) { receiveReturn(id: $id, input: $input) { id status } }": typeof types.GstReceiveReturnDocument,
    "query GstReport($month: String!) { gstReport(month: $month) {\n  month invoiceCount creditNoteCount net { ...GstAmounts } creditNotes { ...GstAmounts }\n  byRate { rate amounts { ...GstAmounts } }\n  byStateAndRate { placeOfSupply placeOfSupplyCode supplyType rate amounts { ...GstAmounts } }\n  hsnSummary { hsn rate quantity kinds amounts { ...GstAmounts } }\n  b2cl { invoiceNumber invoiceDate invoiceValue { paise } placeOfSupplyCode rate amounts { ...GstAmounts } }\n  b2clCreditNotes { creditNoteNumber invoiceNumber amounts { ...GstAmounts } }\n  b2csCsvPath hsnCsvPath b2clCsvPath cdnurCsvPath\n} }": typeof types.GstReportDocument,
    "query GstCheckoutGst($state: String!, $couponCode: String) { checkoutGst(shippingState: $state, couponCode: $couponCode) { ...GstAmounts } }": typeof types.GstCheckoutGstDocument,
    "query GstRates($c: ID) { gstRates(categoryId: $c) { nodes { id effectiveFrom } } }": typeof types.GstRatesDocument,
    "query GstRates2($c: ID, $first: Int, $after: String) { gstRates(categoryId: $c, first: $first, after: $after) { nodes { effectiveFrom } totalCount pageInfo { hasNextPage endCursor } } }": typeof types.GstRates2Document,
    "query GstCheckout($id: ID!) { checkout(id: $id) { orderId } }": typeof types.GstCheckoutDocument,
    "query GstOrder($id: ID!) { order(id: $id) { refunds { status amount { paise } } invoice { amounts { charged { paise } } } creditNotes { reason amounts { charged { paise } } } } }": typeof types.GstOrderDocument,
    "query GstList($n: Int!) { orders(first: $n) { nodes { id invoice { number lines { hsn } } creditNotes { number lines { hsn } } } } }": typeof types.GstListDocument,
    "query TaxPagesRates($first: Int, $after: String) {\n  gstRates(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id effectiveFrom } }\n}": typeof types.TaxPagesRatesDocument,
    "mutation TaxPagesAddRate($input: GstRateInput!) { addGstRate(input: $input) { id } }": typeof types.TaxPagesAddRateDocument,
    "mutation TaxPagesDeleteRate($id: ID!) { deleteGstRate(id: $id) { id } }": typeof types.TaxPagesDeleteRateDocument,
    "mutation WebhookPagesCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }": typeof types.WebhookPagesCreateDocument,
    "mutation WebhookPagesDelete($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }": typeof types.WebhookPagesDeleteDocument,
    "query WebhookPagesEndpoints($first: Int, $after: String) {\n  webhookEndpoints(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.WebhookPagesEndpointsDocument,
    "query WebhookPagesDeliveries($endpointId: ID!, $first: Int, $after: String) {\n  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": typeof types.WebhookPagesDeliveriesDocument,
    "fragment WebhooksEndpoint on WebhookEndpoint { id url events description enabled createdAt }": typeof types.WebhooksEndpointFragmentDoc,
    "mutation WebhooksCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ...WebhooksEndpoint } } }": typeof types.WebhooksCreateDocument,
    "mutation WebhooksUpdate($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ...WebhooksEndpoint } }": typeof types.WebhooksUpdateDocument,
    "mutation WebhooksRotate($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { id } } }": typeof types.WebhooksRotateDocument,
    "mutation WebhooksDelete($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }": typeof types.WebhooksDeleteDocument,
    "query WebhooksDeliveries($endpointId: ID!, $status: WebhookDeliveryStatus) { webhookDeliveries(endpointId: $endpointId, status: $status) {\n  totalCount nodes { id event status attempts responseStatus lastError body } } }": typeof types.WebhooksDeliveriesDocument,
    "mutation WebhooksRedeliver($id: ID!) { redeliverWebhook(id: $id) { id status } }": typeof types.WebhooksRedeliverDocument,
    "mutation WebhooksUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": typeof types.WebhooksUpdateProductDocument,
    "mutation WebhooksMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }": typeof types.WebhooksMoveDocument,
    "query WebhooksWebhookEndpoints { webhookEndpoints(first: 100) { nodes { id } } }": typeof types.WebhooksWebhookEndpointsDocument,
    "mutation WebhooksRecordRefusedDelivery($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { id } }": typeof types.WebhooksRecordRefusedDeliveryDocument,
    "query WebhooksList { webhookEndpoints { totalCount } }": typeof types.WebhooksListDocument,
    "query Wishlist { wishlist { addedAt product { id name category { name } } } }": typeof types.WishlistDocument,
    "mutation WishlistAdd($productId: ID!) { addToWishlist(productId: $productId) { product { id } } }": typeof types.WishlistAddDocument,
    "mutation WishlistRemove($productId: ID!) { removeFromWishlist(productId: $productId) { product { id } } }": typeof types.WishlistRemoveDocument,
    "mutation WishlistMerge($productIds: [ID!]!) { mergeGuestWishlist(productIds: $productIds) { product { id } } }": typeof types.WishlistMergeDocument,
    "query WishlistByIds($ids: [ID!]!) { productsByIds(ids: $ids) { id name } }": typeof types.WishlistByIdsDocument,
};
const documents: Documents = {
    "fragment AddressBookFields on CustomerAddress { id label firstName lastName address city state postalCode phoneNo isDefault }": types.AddressBookFieldsFragmentDoc,
    "query AddressBookMine { myAddresses { ...AddressBookFields } }": types.AddressBookMineDocument,
    "mutation AddressBookSave($input: AddressInput!) { saveAddress(input: $input) { ...AddressBookFields } }": types.AddressBookSaveDocument,
    "mutation AddressBookUpdate($id: ID!, $input: UpdateAddressInput!) { updateAddress(id: $id, input: $input) { ...AddressBookFields } }": types.AddressBookUpdateDocument,
    "mutation AddressBookSetDefault($id: ID!) { setDefaultAddress(id: $id) { id isDefault } }": types.AddressBookSetDefaultDocument,
    "mutation AddressBookDelete($id: ID!) { deleteAddress(id: $id) { id } }": types.AddressBookDeleteDocument,
    "query AddressBookPincode($postalCode: String!) { pincode(pincode: $postalCode) { postalCode city state } }": types.AddressBookPincodeDocument,
    "query AddressBookIndianStates { indianStates { code name } }": types.AddressBookIndianStatesDocument,
    "query DeliveryDatesEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { deliverable daysToDeliver deliverBy message } }": types.DeliveryDatesEstimateDocument,
    "mutation DeliveryDatesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }": types.DeliveryDatesCreateRuleDocument,
    "mutation DeliveryDatesPolicies($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { dispatchDays holidays } } }": types.DeliveryDatesPoliciesDocument,
    "query DeliveryDatesStated { shopPolicies { dispatchTime deliveryEstimate holidays } }": types.DeliveryDatesStatedDocument,
    "query DeliveryDatesOrder($id: ID!) { order(id: $id) { deliveryEstimate { message } } }": types.DeliveryDatesOrderDocument,
    "mutation AssetS3Create($input: ProductInput!) { createProduct(input: $input) { id images { url files { url } } } }": types.AssetS3CreateDocument,
    "mutation AssetS3Delete($id: ID!) { deleteProduct(id: $id) { id } }": types.AssetS3DeleteDocument,
    "mutation AssetS3Return($input: RequestReturnInput!) { requestReturn(input: $input) { photos } }": types.AssetS3ReturnDocument,
    "mutation ImageLimitsCreate($input: ProductInput!) { createProduct(input: $input) { id images { url } } }": types.ImageLimitsCreateDocument,
    "mutation AuditUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }": types.AuditUpdateProductDocument,
    "mutation AuditChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token } }": types.AuditChangePasswordDocument,
    "mutation AuditCreateWebhook($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } secret } }": types.AuditCreateWebhookDocument,
    "mutation AuditCreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }": types.AuditCreateProductDocument,
    "mutation AuditEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }": types.AuditEndSessionsDocument,
    "query AuditUsers { users(first: 5) { totalCount } }": types.AuditUsersDocument,
    "\n  query AuditEntries($filter: AuditFilter, $first: Int, $after: String) {\n    auditEntries(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { id at actorId actorEmail address operation action entityType entityId changes { field before after } }\n    }\n  }\n": types.AuditEntriesDocument,
    "query AuthPagesUsers($search: String, $first: Int, $after: String) {\n  users(search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.AuthPagesUsersDocument,
    "mutation AuthRegister($input: RegisterInput!) {\n  register(input: $input) { token message user { id firstName lastName email role phone } }\n}": types.AuthRegisterDocument,
    "mutation AuthLogin($input: LoginInput!) { login(input: $input) { token message user { id email role } } }": types.AuthLoginDocument,
    "query AuthMe { me { id email firstName role } }": types.AuthMeDocument,
    "mutation AuthUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName phone address city state postalCode } }": types.AuthUpdateProfileDocument,
    "query AuthUsers { users { totalCount nodes { email } } }": types.AuthUsersDocument,
    "mutation AuthRequestReset($email: String!) { requestPasswordReset(email: $email) { message } }": types.AuthRequestResetDocument,
    "mutation AuthReset($input: ResetPasswordInput!) { resetPassword(input: $input) { token user { email } } }": types.AuthResetDocument,
    "query FirstAdminMe { me { role } }": types.FirstAdminMeDocument,
    "mutation PasswordResetOracleRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }": types.PasswordResetOracleRequestPasswordResetDocument,
    "mutation PhoneRequestOtp($phone: String!) { requestOtp(phone: $phone) { message } }": types.PhoneRequestOtpDocument,
    "\n  mutation PhoneVerifyOtp($phone: String!, $code: String!) {\n    verifyOtp(phone: $phone, code: $code) { token message user { id email signInPhone signInMethods } }\n  }\n": types.PhoneVerifyOtpDocument,
    "\n  mutation PhoneRequestLink($phone: String!, $currentPassword: String!) {\n    requestPhoneLinkOtp(phone: $phone, currentPassword: $currentPassword) { message }\n  }\n": types.PhoneRequestLinkDocument,
    "mutation PhoneLink($phone: String!, $code: String!) { linkPhone(phone: $phone, code: $code) { id signInPhone signInMethods } }": types.PhoneLinkDocument,
    "query PhoneMe { me { id email signInPhone signInMethods } }": types.PhoneMeDocument,
    "mutation PhoneEmailLogin($input: LoginInput!) { login(input: $input) { token user { id } } }": types.PhoneEmailLoginDocument,
    "mutation PhoneUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id phone } }": types.PhoneUpdateProfileDocument,
    "query PhoneMyOrders { myOrders(first: 10) { nodes { id customerEmail } } }": types.PhoneMyOrdersDocument,
    "query PhoneUsers($search: String) { users(search: $search, first: 5) { nodes { id email signInPhone signInMethods } } }": types.PhoneUsersDocument,
    "mutation PhoneEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }": types.PhoneEndSessionsDocument,
    "mutation PhoneUpiRequestOtp($phone: String!) { requestOtp(phone: $phone) { message } }": types.PhoneUpiRequestOtpDocument,
    "mutation PhoneUpiVerifyOtp($phone: String!, $code: String!) { verifyOtp(phone: $phone, code: $code) { token user { id } } }": types.PhoneUpiVerifyOtpDocument,
    "query PhoneUpiCheckout($id: ID!) { checkout(id: $id) { status orderId razorpay { orderId } } }": types.PhoneUpiCheckoutDocument,
    "query PhoneUpiMyOrders { myOrders(first: 10) { nodes { id number customerEmail paymentStatus paidWith } } }": types.PhoneUpiMyOrdersDocument,
    "query RestAuthMe { me { id } }": types.RestAuthMeDocument,
    "query SessionsMe { me { id } }": types.SessionsMeDocument,
    "mutation SessionsLogin($input: LoginInput!) { login(input: $input) { token } }": types.SessionsLoginDocument,
    "mutation SessionsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token message } }": types.SessionsChangePasswordDocument,
    "mutation SessionsLogout{ logout { message } }": types.SessionsLogoutDocument,
    "mutation SessionsEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }": types.SessionsEndSessionsDocument,
    "mutation SessionsRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }": types.SessionsRequestPasswordResetDocument,
    "mutation SessionsResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { token } }": types.SessionsResetPasswordDocument,
    "query BannerPagesSlides($all: Boolean!, $first: Int, $after: String) {\n  bannerSlides(includeInactive: $all, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.BannerPagesSlidesDocument,
    "mutation BannerPagesCreate($input: BannerSlideInput!) { createBannerSlide(input: $input) { id } }": types.BannerPagesCreateDocument,
    "mutation BannerPagesUpdate($id: ID!, $input: UpdateBannerSlideInput!) { updateBannerSlide(id: $id, input: $input) { id } }": types.BannerPagesUpdateDocument,
    "query BannerSlides($all: Boolean!, $first: Int, $after: String) { bannerSlides(includeInactive: $all, first: $first, after: $after) {\n  nodes { altText link position isActive desktopImage { url altText srcSet } mobileImage { url altText } }\n  totalCount pageInfo { hasNextPage endCursor }\n} }": types.BannerSlidesDocument,
    "mutation BannerCreate($input: BannerSlideInput!) { createBannerSlide(input: $input) { id altText desktopImage { url } mobileImage { url } } }": types.BannerCreateDocument,
    "mutation BannerUpdate($id: ID!, $input: UpdateBannerSlideInput!) { updateBannerSlide(id: $id, input: $input) { id altText position desktopImage { url } mobileImage { url } } }": types.BannerUpdateDocument,
    "mutation BannerDelete($id: ID!) { deleteBannerSlide(id: $id) { id } }": types.BannerDeleteDocument,
    "mutation BannerCreateBannerSlide($input: BannerSlideInput!) { createBannerSlide(input: $input) { id headline text buttonLabel link } }": types.BannerCreateBannerSlideDocument,
    "query BannerSlides2 { bannerSlides { nodes { id headline text buttonLabel } } }": types.BannerSlides2Document,
    "query BannerFull { bannerSlides(includeInactive: true) { nodes { altText headline link position isActive desktopImage { url } mobileImage { url } } } }": types.BannerFullDocument,
    "query CatalogCsvCategoryCount($category: String!) { products(filter: { category: $category }, first: 5) { totalCount } }": types.CatalogCsvCategoryCountDocument,
    "query CatalogCsvExport { catalogCsv }": types.CatalogCsvExportDocument,
    "mutation CatalogCsvPreview($csv: String!) { previewCatalogImport(csv: $csv) { id status totalRows rowsToCreate rowsToUpdate rowsUnchanged rowsInvalid invalidRows { row message } heldBackRows { row message } encoding } }": types.CatalogCsvPreviewDocument,
    "mutation CatalogCsvPreviewFile($base64: String!) { previewCatalogImportFile(base64: $base64) { id totalRows rowsToCreate rowsInvalid invalidRows { row message } encoding } }": types.CatalogCsvPreviewFileDocument,
    "mutation CatalogCsvStart($id: ID!, $only: Boolean!) { startCatalogImport(id: $id, onlyValidRows: $only) { id status } }": types.CatalogCsvStartDocument,
    "query CatalogCsvProgress($id: ID!) { catalogImport(id: $id) { status processedRows totalRows failedRows { row message } invalidRows { row message } heldBackRows { row message } } }": types.CatalogCsvProgressDocument,
    "mutation CatalogCsvCreate($input: ProductInput!) { createProduct(input: $input) { id slug } }": types.CatalogCsvCreateDocument,
    "query CatalogCsvProduct { product(idOrSlug: \"new-duffel\") { name brand countInStock unitPrice { paise } variants { sku size color countInStock } } }": types.CatalogCsvProductDocument,
    "query CatalogCsvProductOptions { productOptions { sizes colors } }": types.CatalogCsvProductOptionsDocument,
    "mutation CatalogAdminCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id slug name description isPublished image { url altText } } }": types.CatalogAdminCreateCategoryDocument,
    "mutation CatalogAdminUpdateCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id slug name } }": types.CatalogAdminUpdateCategoryDocument,
    "mutation CatalogAdminDeleteCategory($id: ID!) { deleteCategory(id: $id) { id } }": types.CatalogAdminDeleteCategoryDocument,
    "query CatalogAdminCategories { categories { nodes { slug } } }": types.CatalogAdminCategoriesDocument,
    "query CatalogAdminCategories2 { categories { nodes { slug } } }": types.CatalogAdminCategories2Document,
    "query CatalogAdminFull($id: String!) { category(idOrSlug: $id) { name slug description isPublished image { url altText } } }": types.CatalogAdminFullDocument,
    "query CatalogAdminCategory($id: String!) { category(idOrSlug: $id) { name } }": types.CatalogAdminCategoryDocument,
    "query CatalogAdminCategory2 { category(idOrSlug: \"empty-category\") { id } }": types.CatalogAdminCategory2Document,
    "mutation CatalogAdminCreateSeoCategory($input: CategoryInput!) { createCategory(input: $input) { id slug seoTitle seoDescription } }": types.CatalogAdminCreateSeoCategoryDocument,
    "mutation CatalogAdminChangeSeoCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id slug seoTitle seoDescription } }": types.CatalogAdminChangeSeoCategoryDocument,
    "query CatalogAdminReadSeoCategory($slug: String!) { category(idOrSlug: $slug) { id name slug seoTitle seoDescription } }": types.CatalogAdminReadSeoCategoryDocument,
    "query RestCategoriesSeo($id: String!) { category(idOrSlug: $id) { seoTitle seoDescription } }": types.RestCategoriesSeoDocument,
    "mutation CheckoutPagesSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { refusalLimit } } }": types.CheckoutPagesSettingsDocument,
    "mutation CheckoutPagesMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }": types.CheckoutPagesMoveDocument,
    "mutation CheckoutPagesRefused($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { status } }": types.CheckoutPagesRefusedDocument,
    "query CheckoutPagesSwitchedOff($first: Int, $after: String) {\n  codSwitchedOffCustomers(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { userId refusedOrders } }\n}": types.CheckoutPagesSwitchedOffDocument,
    "mutation CheckoutPagesSwitchBack($userId: ID!) { switchCodBackOn(userId: $userId) }": types.CheckoutPagesSwitchBackDocument,
    "query CheckoutPagesRules($first: Int, $after: String) {\n  serviceabilityRules(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.CheckoutPagesRulesDocument,
    "mutation CheckoutPagesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }": types.CheckoutPagesCreateRuleDocument,
    "mutation CheckoutPagesDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }": types.CheckoutPagesDeleteRuleDocument,
    "mutation CheckoutStatementsSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { refusalLimit } } }": types.CheckoutStatementsSettingsDocument,
    "mutation CheckoutStatementsCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }": types.CheckoutStatementsCreateRuleDocument,
    "query CheckoutOrder($id: ID!) { order(id: $id) { id number status paymentStatus paymentMethod couponCode totals { subtotal { paise } giftWrap { paise } delivery { paise } discount { paise } total { paise } } items { productId name price { paise } quantity size color giftWrap lineTotal { paise } image { url } } shippingInfo { firstName lastName address city state postalCode phoneNo } } }": types.CheckoutOrderDocument,
    "query CheckoutDeliveryEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { message } }": types.CheckoutDeliveryEstimateDocument,
    "mutation CheckoutCreateCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { id } }": types.CheckoutCreateCheckoutDocument,
    "query CodAndDeliveryRules($first: Int, $after: String) { serviceabilityRules(first: $first, after: $after) { nodes { id pincodes pincodeFrom pincodeTo daysToDeliver codAvailable } totalCount pageInfo { hasNextPage endCursor } } }": types.CodAndDeliveryRulesDocument,
    "mutation CodAndDeliveryCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id pincodes pincodeFrom pincodeTo } }": types.CodAndDeliveryCreateRuleDocument,
    "mutation CodAndDeliveryUpdateRule($id: ID!, $input: UpdateServiceabilityRuleInput!) { updateServiceabilityRule(id: $id, input: $input) { pincodes daysToDeliver codAvailable } }": types.CodAndDeliveryUpdateRuleDocument,
    "mutation CodAndDeliveryDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }": types.CodAndDeliveryDeleteRuleDocument,
    "query CodAndDeliveryEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { pincode deliverable codAvailable daysToDeliver deliverBy message } }": types.CodAndDeliveryEstimateDocument,
    "mutation CodAndDeliverySettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { maxOrderValue { paise } fee { paise } refusalLimit } } }": types.CodAndDeliverySettingsDocument,
    "query CodAndDeliveryCod($pincode: String) { codAvailability(pincode: $pincode) { available reason fee { paise } } }": types.CodAndDeliveryCodDocument,
    "query CodAndDeliverySwitchedOff($first: Int, $after: String) { codSwitchedOffCustomers(first: $first, after: $after) { nodes { userId refusedOrders user { email } } totalCount pageInfo { hasNextPage endCursor } } }": types.CodAndDeliverySwitchedOffDocument,
    "mutation CodAndDeliverySwitchBack($userId: ID!) { switchCodBackOn(userId: $userId) }": types.CodAndDeliverySwitchBackDocument,
    "mutation CodAndDeliveryRefused($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { status } }": types.CodAndDeliveryRefusedDocument,
    "mutation CodAndDeliveryMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }": types.CodAndDeliveryMoveDocument,
    "mutation CodTotalSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { fee { paise } } } }": types.CodTotalSettingsDocument,
    "query CodTotalAvailability($pincode: String) { codAvailability(pincode: $pincode) { available fee { paise } totalWithFee { paise formatted } } }": types.CodTotalAvailabilityDocument,
    "mutation CodTotalApply($code: String!) { applyCoupon(code: $code) { totals { total { paise } } } }": types.CodTotalApplyDocument,
    "query CodTotalOrder($id: ID!) { order(id: $id) { totals { codFee { paise } total { paise } } } }": types.CodTotalOrderDocument,
    "mutation ContentPagesSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }": types.ContentPagesSubscribeDocument,
    "query ContentPagesSubscribers($first: Int, $after: String) {\n  newsletterSubscribers(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id email } }\n}": types.ContentPagesSubscribersDocument,
    "mutation ContentPagesSendEnquiry($input: EnquiryInput!) { sendEnquiry(input: $input) { id } }": types.ContentPagesSendEnquiryDocument,
    "query ContentPagesEnquiries($first: Int, $after: String) {\n  enquiries(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.ContentPagesEnquiriesDocument,
    "mutation ContentSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }": types.ContentSubscribeDocument,
    "query ContentSubscribers { newsletterSubscribers { totalCount nodes { email createdAt } } }": types.ContentSubscribersDocument,
    "mutation ContentSendEnquiry($input: EnquiryInput!) { sendEnquiry(input: $input) { id kind name email phone message quantity } }": types.ContentSendEnquiryDocument,
    "query ContentEnquiries($kind: EnquiryKind) { enquiries(kind: $kind) { totalCount nodes { kind name email quantity } } }": types.ContentEnquiriesDocument,
    "mutation NewsletterSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }": types.NewsletterSubscribeDocument,
    "mutation NewsletterConfirm($token: String!) { confirmNewsletterSubscription(token: $token) { message } }": types.NewsletterConfirmDocument,
    "mutation NewsletterUnsubscribe($token: String!) { unsubscribeFromNewsletter(token: $token) { message } }": types.NewsletterUnsubscribeDocument,
    "query NewsletterOffer { shopPolicies { newsletterWelcomePercentage } }": types.NewsletterOfferDocument,
    "query CouponPagesCoupons($first: Int, $after: String) {\n  coupons(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id code } }\n}": types.CouponPagesCouponsDocument,
    "mutation CouponPagesDelete($id: ID!) { deleteCoupon(id: $id) { id } }": types.CouponPagesDeleteDocument,
    "query Coupons($first: Int, $after: String) { coupons(first: $first, after: $after) { totalCount nodes { code status } } }": types.CouponsDocument,
    "query Coupon($id: ID!) { coupon(id: $id) { id code } }": types.CouponDocument,
    "mutation CouponDeleteCoupon($id: ID!) { deleteCoupon(id: $id) { id } }": types.CouponDeleteCouponDocument,
    "mutation CouponChanged($id: ID!, $input: UpdateCouponInput!) {\n      updateCoupon(id: $id, input: $input) { code percentOff amountOff { paise } minOrder { paise } usageLimit prepaidOnly active }\n    }": types.CouponChangedDocument,
    "mutation CouponsV2Create($input: CouponInput!) { createCoupon(input: $input) { id code status usedCount freeDelivery discountType } }": types.CouponsV2CreateDocument,
    "fragment CouponsV2Bag on Cart { couponCode couponNotice totals { ...TotalsFields } }": types.CouponsV2BagFragmentDoc,
    "mutation CouponsV2Apply($code: String!) { applyCoupon(code: $code) { ...CouponsV2Bag } }": types.CouponsV2ApplyDocument,
    "mutation CouponsV2Remove { removeCoupon { ...CouponsV2Bag } }": types.CouponsV2RemoveDocument,
    "query CouponsV2Cart { cart { ...CouponsV2Bag } }": types.CouponsV2CartDocument,
    "mutation CouponsV2Cancel($id: ID!) { cancelMyOrder(id: $id) { id status } }": types.CouponsV2CancelDocument,
    "query CouponsV2Usage{ coupons(first: 100) { nodes { code usedCount status usage { orders revenue { paise } discount { paise } } } } }": types.CouponsV2UsageDocument,
    "query CouponsV2Coupon($id: ID!) { coupon(id: $id) { discountType freeDelivery percentOff amountOff { paise } } }": types.CouponsV2CouponDocument,
    "mutation CouponsV2AbandonCheckout($id: ID!) { abandonCheckout(id: $id) { status } }": types.CouponsV2AbandonCheckoutDocument,
    "mutation CouponsV2UpdateCartLine($input: UpdateCartLineInput!) { updateCartLine(input: $input) { itemCount } }": types.CouponsV2UpdateCartLineDocument,
    "mutation CouponsV2ApplyCoupon($code: String!, $guestId: String) { applyCoupon(code: $code, guestId: $guestId) { couponCode } }": types.CouponsV2ApplyCouponDocument,
    "mutation CouponsV2Merge($guestId: String!) { mergeGuestCart(guestId: $guestId) { ...CouponsV2Bag } }": types.CouponsV2MergeDocument,
    "query IndiaDaysCoupon($id: ID!) { coupon(id: $id) { code expiresAt } }": types.IndiaDaysCouponDocument,
    "mutation IndiaDaysReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id } }": types.IndiaDaysReturnDocument,
    "mutation ReplicasRegister($input: RegisterInput!) { register(input: $input) { token } }": types.ReplicasRegisterDocument,
    "mutation ReplicasAdd($input: AddToCartInput!) { addToCart(input: $input) { totals { total { paise } } } }": types.ReplicasAddDocument,
    "mutation ReplicasCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { id orderId status } }": types.ReplicasCheckoutDocument,
    "query ReplicasOrderNumber($id: ID!) { order(id: $id) { number } }": types.ReplicasOrderNumberDocument,
    "query SeedAll($after: String) {\n  products(first: 50, after: $after) {\n    totalCount\n    pageInfo { hasNextPage endCursor }\n    nodes { name slug brand collection material gender colors sizes countInStock rating numReviews description\n            discountPrice { paise } price { paise } category { slug } images { url altText } }\n    facets { colors { value } materials { value } genders { value } sizes { value } brands { value } }\n  }\n}": types.SeedAllDocument,
    "query SeedCategories { categories(first: 100) { nodes { name slug image { url } } } }": types.SeedCategoriesDocument,
    "query SeedProducts($c: String!) { products(filter: { collection: $c }) { totalCount } }": types.SeedProductsDocument,
    "query SeedProducts2 { products(filter: { includeUnpublished: true }) { totalCount } }": types.SeedProducts2Document,
    "query SeedProduct($s: String!) { product(idOrSlug: $s) { rating numReviews reviews(first: 100) { nodes { rating comment authorName } } } }": types.SeedProductDocument,
    "query SeedBestSellers { bestSellers { rating } }": types.SeedBestSellersDocument,
    "query SeedBannerSlides { bannerSlides(first: 100) { nodes { altText link desktopImage { url } mobileImage { url } } } }": types.SeedBannerSlidesDocument,
    "query SeedProducts3 { products(filter: { search: \"backpak\" }) { totalCount nodes { name } } }": types.SeedProducts3Document,
    "mutation FulfilmentMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id status allowedStatuses } }": types.FulfilmentMoveDocument,
    "mutation FulfilmentCorrect($id: ID!, $status: OrderStatus!, $reason: String!) { correctOrderStatus(id: $id, status: $status, reason: $reason) { id status } }": types.FulfilmentCorrectDocument,
    "mutation FulfilmentCancelMine($id: ID!, $reason: String) { cancelMyOrder(id: $id, reason: $reason) { id status paymentStatus } }": types.FulfilmentCancelMineDocument,
    "query FulfilmentOrder($id: ID!) { order(id: $id) { id status paymentStatus allowedStatuses\n  shipment { courier courierName trackingNumber trackingUrl }\n  history { actor fromStatus toStatus note customerVisible }\n  refunds { amount { paise } status method reference }\n  returnRequests { id kind status reason photos adminMessage replacementOrderId lines { orderItemId quantity exchangeSize exchangeColor } }\n  items { id productId name quantity size color } } }": types.FulfilmentOrderDocument,
    "mutation FulfilmentRequestReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id kind status } }": types.FulfilmentRequestReturnDocument,
    "mutation FulfilmentDecide($id: ID!, $approve: Boolean!, $message: String) { decideReturn(id: $id, approve: $approve, message: $message) { id status adminMessage } }": types.FulfilmentDecideDocument,
    "mutation FulfilmentReceive($id: ID!, $input: ReceiveReturnInput!) { receiveReturn(id: $id, input: $input) { id status replacementOrderId } }": types.FulfilmentReceiveDocument,
    "mutation FulfilmentRefused($id: ID!, $restock: Boolean!, $note: String) { recordRefusedDelivery(id: $id, restock: $restock, note: $note) { id status paymentStatus allowedStatuses } }": types.FulfilmentRefusedDocument,
    "query FulfilmentReplacement($id: ID!) { order(id: $id) { status replacesOrderId paymentStatus totals { total { paise } } items { size color quantity price { paise } } } }": types.FulfilmentReplacementDocument,
    "query FulfilmentCoupons{ coupons(first: 100) { nodes { id usedCount } } }": types.FulfilmentCouponsDocument,
    "mutation FulfilmentDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }": types.FulfilmentDeleteOrderDocument,
    "query FulfilmentShopPolicies { shopPolicies { returnWindowDays } }": types.FulfilmentShopPoliciesDocument,
    "mutation FulfilmentUpdateSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { returnWindowDays } } }": types.FulfilmentUpdateSettingsDocument,
    "mutation ReturnPhotosRequest($input: RequestReturnInput!) { requestReturn(input: $input) { id photos } }": types.ReturnPhotosRequestDocument,
    "query ReturnPhotosOrder($id: ID!) { order(id: $id) { returnRequests { id photos } } }": types.ReturnPhotosOrderDocument,
    "mutation ReturnPhotosProduct($input: ProductInput!) { createProduct(input: $input) { images { url } } }": types.ReturnPhotosProductDocument,
    "mutation ShiprocketShip($id: ID!, $courierId: Int) { shipWithShiprocket(id: $id, courierId: $courierId) { id status shipment { id shiprocket { progress attempts } } } }": types.ShiprocketShipDocument,
    "query ShiprocketAdminOrder($id: ID!) { order(id: $id) { id number status paymentStatus\n  totals { total { paise } }\n  refunds { amount { paise } status }\n  history { actor toStatus note customerVisible }\n  shipment { courier courierName trackingNumber trackingUrl trackingStatus expectedDeliveryAt\n    scans { status activity location occurredAt }\n    shiprocket { progress failure attempts shiprocketOrderId labelUrl manifestUrl pickupScheduledFor } } } }": types.ShiprocketAdminOrderDocument,
    "query ShiprocketCustomerOrder($id: ID!) { order(id: $id) { id status\n  history { note }\n  shipment { courierName trackingNumber trackingStatus expectedDeliveryAt scans { status occurredAt } shiprocket { progress } } } }": types.ShiprocketCustomerOrderDocument,
    "query ShiprocketRates($orderId: ID!) { courierRates(orderId: $orderId) { courierId courierName rate { paise } estimatedDays recommended } }": types.ShiprocketRatesDocument,
    "mutation ShiprocketParcel($input: ShopSettingsInput!) { updateShopSettings(input: $input) { parcel { weightGrams lengthCm breadthCm heightCm } } }": types.ShiprocketParcelDocument,
    "query ShiprocketProvider { shippingProvider }": types.ShiprocketProviderDocument,
    "mutation ShiprocketCancel($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }": types.ShiprocketCancelDocument,
    "query ErrorCodesCart($g: String) { cart(guestId: $g) { lines { variantId } } }": types.ErrorCodesCartDocument,
    "query ErrorCodesCart2($g: String) { cart(guestId: $g) { lines { problem problemCode } } }": types.ErrorCodesCart2Document,
    "query ErrorCodesCheckCoupon($c: String!) { checkCoupon(code: $c) { discount { paise } } }": types.ErrorCodesCheckCouponDocument,
    "query ErrorCodesCategories { categories { nodes { id } } product(idOrSlug: \"nope\") { id } category(idOrSlug: \"nope\") { id } }": types.ErrorCodesCategoriesDocument,
    "query ErrorCodesOrder($id: ID!) { order(id: $id) { id } checkout(id: $id) { id } }": types.ErrorCodesOrderDocument,
    "query ErrorCodesCoupon($id: ID!) { coupon(id: $id) { id } catalogImport(id: $id) { id } }": types.ErrorCodesCouponDocument,
    "query ErrorCodesOrder2($id: ID!) { order(id: $id) { id } }": types.ErrorCodesOrder2Document,
    "mutation ErrorCodesCreateCart{ createCart { guestId cart { itemCount } } }": types.ErrorCodesCreateCartDocument,
    "query HttpCachingCatalog { products(first: 5) { totalCount } categories { nodes { id } } }": types.HttpCachingCatalogDocument,
    "query LimitsUsers { users { nodes { email } } }": types.LimitsUsersDocument,
    "query LimitsMe { me { id } }": types.LimitsMeDocument,
    "query ObservabilityCategories { categories { nodes { id } } }": types.ObservabilityCategoriesDocument,
    "mutation OddInputRegister($input: RegisterInput!) { register(input: $input) { token } }": types.OddInputRegisterDocument,
    "query OddInputProducts($filter: ProductFilterInput) { products(filter: $filter) { totalCount } }": types.OddInputProductsDocument,
    "query OddInputOrder($id: ID!) { order(id: $id) { totals { total { paise } } } }": types.OddInputOrderDocument,
    "mutation OddInputCreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }": types.OddInputCreateProductDocument,
    "query OutageCategories{ categories { nodes { id } } }": types.OutageCategoriesDocument,
    "mutation ProductPageOneReadUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": types.ProductPageOneReadUpdateDocument,
    "query ProductionGraphqlIntrospection { __schema { queryType { name } } }": types.ProductionGraphqlIntrospectionDocument,
    "query ProductionGraphqlTypeLookup { __type(name: \"Product\") { name } }": types.ProductionGraphqlTypeLookupDocument,
    "mutation StorefrontPagesUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": types.StorefrontPagesUpdateDocument,
    "mutation StorefrontPagesReview($id: ID!, $input: ReviewInput!) { addReview(productId: $id, input: $input) { id } }": types.StorefrontPagesReviewDocument,
    "mutation StorefrontPagesDelete($id: ID!) { deleteProduct(id: $id) { id } }": types.StorefrontPagesDeleteDocument,
    "query StorefrontPagesHead($slug: String!) { product(idOrSlug: $slug) { pageTitle metaDescription } }": types.StorefrontPagesHeadDocument,
    "mutation StorefrontPagesChangeCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id } }": types.StorefrontPagesChangeCategoryDocument,
    "query TrustedDocumentsProducts { products { totalCount nodes { id name } } }": types.TrustedDocumentsProductsDocument,
    "query TrustedDocumentsProducts2 { products { totalCount } }": types.TrustedDocumentsProducts2Document,
    "query JobsFailedJobs($first: Int, $after: String) { failedJobs(first: $first, after: $after) { nodes { id name retryCount createdAt failedAt error } totalCount pageInfo { hasNextPage endCursor } } }": types.JobsFailedJobsDocument,
    "mutation JobsRetry($id: ID!) { retryFailedJob(id: $id) }": types.JobsRetryDocument,
    "mutation JobsRequestReset($email: String!) { requestPasswordReset(email: $email) { message } }": types.JobsRequestResetDocument,
    "\n  mutation MessagingConsent($input: MessagingConsentInput!) {\n    setMessagingConsent(input: $input) { phone channel purpose granted }\n  }\n": types.MessagingConsentDocument,
    "\n  query MessagingOrderMessages($id: ID!) {\n    order(id: $id) {\n      messages { channel purpose recipient template body status attempts lastError providerMessageId deliveryStatus sentAt deliveredAt readAt }\n    }\n  }\n": types.MessagingOrderMessagesDocument,
    "query MessagingCheckoutOrder($id: ID!) { checkout(id: $id) { orderId } }": types.MessagingCheckoutOrderDocument,
    "\n  mutation MessagingMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id } }\n": types.MessagingMoveDocument,
    "mutation MessagingOffer($campaign: String!, $offer: String!) { sendWhatsAppOffer(campaign: $campaign, offer: $offer) }": types.MessagingOfferDocument,
    "query MessagingTemplates { messageTemplates { key channel variables body providerTemplate preview quickReplies { payload } } }": types.MessagingTemplatesDocument,
    "\n  mutation MessagingUpdateTemplate($input: UpdateMessageTemplateInput!) { updateMessageTemplate(input: $input) { key body providerTemplate preview updatedAt } }\n": types.MessagingUpdateTemplateDocument,
    "query MessagingPreview($key: String!, $body: String!) { previewMessageTemplate(key: $key, body: $body) }": types.MessagingPreviewDocument,
    "query OrderNumbersOrder($id: ID!) { order(id: $id) { id number invoice { number orderNumber } } }": types.OrderNumbersOrderDocument,
    "query OrderNumbersSearch($search: String) { orders(filter: { search: $search }, first: 100) { totalCount nodes { id number } } }": types.OrderNumbersSearchDocument,
    "query OrderNumbersAll { orders(first: 100) { nodes { number } } }": types.OrderNumbersAllDocument,
    "mutation OrderNumbersSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { invoicing { orderPrefix invoicePrefix } } }": types.OrderNumbersSettingsDocument,
    "query OrderPagesMine($first: Int, $after: String) { myOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }": types.OrderPagesMineDocument,
    "query OrderPagesAll($first: Int, $after: String) { orders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }": types.OrderPagesAllDocument,
    "query Order($id: ID!) { order(id: $id) { id status deliveredAt customerEmail customer { firstName lastName } totals { total { paise } } items { name quantity } } }": types.OrderDocument,
    "query OrderMyOrders($first: Int, $after: String) { myOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id totals { total { paise } } items { name } } } }": types.OrderMyOrdersDocument,
    "query Orders($filter: OrderFilterInput, $first: Int, $after: String) {\n  orders(filter: $filter, first: $first, after: $after) {\n    totalCount pageInfo { hasNextPage endCursor }\n    nodes { id status paymentStatus createdAt customerEmail customer { firstName lastName } totals { total { paise } } items { name price { paise } quantity } shippingInfo { firstName lastName } }\n  }\n}": types.OrdersDocument,
    "mutation OrderSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status deliveredAt } }": types.OrderSetStatusDocument,
    "mutation OrderDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }": types.OrderDeleteOrderDocument,
    "query OrderCharts($days: Int!) { salesCharts(days: $days) { daily { date orders revenue { paise } } byStatus { status orders } paymentMix { method orders revenue { paise } } topProducts { name units revenue { paise } } } }": types.OrderChartsDocument,
    "query OrderDashboard($recentCount: Int) { adminDashboard(recentCount: $recentCount) { revenue { paise formatted } orderCount productCount recentOrders { id customer { firstName } totals { total { paise } } status } } }": types.OrderDashboardDocument,
    "query Orders2 { orders(first: 101) { totalCount } }": types.Orders2Document,
    "fragment SummaryPeriod on SalesPeriod {\n  from to revenue { paise } paid { paise } paidOrders averageOrderValue { paise } refunds { paise } refundCount\n  placedOrders byStatus { status orders } codOrders codShare invoiced { paise } invoicedGst { paise }\n}": types.SummaryPeriodFragmentDoc,
    "query SummaryOfDays($from: String!, $to: String!) { salesSummary(from: $from, to: $to) { current { ...SummaryPeriod } previous { ...SummaryPeriod } } }": types.SummaryOfDaysDocument,
    "query SummaryGstMonth($month: String!) { gstReport(month: $month) { invoiceCount creditNoteCount net { charged { paise } totalTax { paise } } } }": types.SummaryGstMonthDocument,
    "mutation SummarySettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { invoicingProblems } }": types.SummarySettingsDocument,
    "query SummaryOrder($id: ID!) { order(id: $id) { totals { total { paise } } paymentStatus refunds { status } creditNotes { number } } }": types.SummaryOrderDocument,
    "mutation SummaryMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }": types.SummaryMoveDocument,
    "mutation SummaryRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id } }": types.SummaryRefundDocument,
    "mutation SummaryManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id } }": types.SummaryManualRefundDocument,
    "mutation PaymentPagesReconcile($date: String!) { reconcileDayWithProvider(date: $date) }": types.PaymentPagesReconcileDocument,
    "query PaymentPagesDifferences($first: Int, $after: String) {\n  reconciliationDifferences(unresolvedOnly: true, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.PaymentPagesDifferencesDocument,
    "mutation PaymentPagesResolve($id: ID!) { resolveReconciliationDifference(id: $id) { id } }": types.PaymentPagesResolveDocument,
    "query PaymentPagesAttention($first: Int, $after: String) {\n  paymentsNeedingAttention(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.PaymentPagesAttentionDocument,
    "query PaymentOrderPayment($id: ID!) { order(id: $id) { id status paymentStatus paymentMethod paidAt totals { total { paise } } } }": types.PaymentOrderPaymentDocument,
    "query PaymentOrder($id: ID!) { order(id: $id) { payment { provider status providerOrderId providerPaymentId amount { paise } capturedAt events { source type summary } } refunds { id } } }": types.PaymentOrderDocument,
    "query PaymentOrder2($id: ID!) { order(id: $id) { payment { status } } }": types.PaymentOrder2Document,
    "query PaymentSchema { __schema { mutationType { fields { name } } } }": types.PaymentSchemaDocument,
    "mutation PaymentAbandonCheckout($id: ID!) { abandonCheckout(id: $id) { status } }": types.PaymentAbandonCheckoutDocument,
    "mutation RazorpayMethodsSet($input: ShopSettingsInput!) {\n  updateShopSettings(input: $input) { payments { razorpayMethods } } }": types.RazorpayMethodsSetDocument,
    "query RazorpayMethodsSettings { shopSettings { payments { razorpayMethods } } }": types.RazorpayMethodsSettingsDocument,
    "query RazorpayMethodsCheckout($id: ID!) { checkout(id: $id) { orderId razorpay { orderId methods } } }": types.RazorpayMethodsCheckoutDocument,
    "query RazorpayMethodsOrder($id: ID!) { order(id: $id) { id paymentStatus payment { method attention } } }": types.RazorpayMethodsOrderDocument,
    "query RazorpayCheckoutRazorpay($id: ID!) { checkout(id: $id) { id status paymentStatus orderId redirectUrl paymentUrl razorpay { keyId orderId amount { paise } scriptUrl } } }": types.RazorpayCheckoutRazorpayDocument,
    "mutation RazorpayConfirm($input: ConfirmRazorpayPaymentInput!) { confirmRazorpayPayment(input: $input) { id status paymentStatus orderId redirectUrl } }": types.RazorpayConfirmDocument,
    "mutation RazorpayAbandon($id: ID!) { abandonCheckout(id: $id) { id status } }": types.RazorpayAbandonDocument,
    "query RazorpayOrderMoney($id: ID!) { order(id: $id) { id status paymentStatus paidAt totals { total { paise } }\n  paidWith payment { provider status method providerOrderId providerPaymentId attention events { source type summary } }\n  refunds { id amount { paise } status method reason reference failure } } }": types.RazorpayOrderMoneyDocument,
    "query RazorpayStrays($id: ID!) { order(id: $id) { id paymentStatus\n  payment { attention strayCaptures { id providerPaymentId amount { paise } refundId } refunds { status amount { paise } } } } }": types.RazorpayStraysDocument,
    "query RazorpayNeedingAttentionStrays { paymentsNeedingAttention(first: 100) { nodes { checkoutId orderId orderNumber strayCaptures { id providerPaymentId amount { paise } } } } }": types.RazorpayNeedingAttentionStraysDocument,
    "mutation RazorpayRefundStray($id: ID!) { refundStrayCapture(id: $id) { id status amount { paise } } }": types.RazorpayRefundStrayDocument,
    "query RazorpayPaidWith($id: ID!) { order(id: $id) { id paidWith } }": types.RazorpayPaidWithDocument,
    "mutation RazorpayRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id amount { paise } status method } }": types.RazorpayRefundDocument,
    "mutation RazorpayManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id amount { paise } status method reference } }": types.RazorpayManualRefundDocument,
    "mutation RazorpaySetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status paymentStatus } }": types.RazorpaySetStatusDocument,
    "query RazorpayNeedingAttention($first: Int = 100, $after: String) { paymentsNeedingAttention(first: $first, after: $after) { nodes { checkoutId status attention refunds { amount { paise } status } } totalCount pageInfo { hasNextPage endCursor } } }": types.RazorpayNeedingAttentionDocument,
    "query RazorpayPaymentOptions { paymentOptions { provider testMode } }": types.RazorpayPaymentOptionsDocument,
    "mutation ReconciliationDay($date: String!) { reconcileDayWithProvider(date: $date) }": types.ReconciliationDayDocument,
    "query ReconciliationDifferences($first: Int = 100, $after: String, $unresolvedOnly: Boolean = false) {\n  reconciliationDifferences(first: $first, after: $after, unresolvedOnly: $unresolvedOnly) {\n    nodes { id date providerPaymentId kind description paymentId shopAmount { paise } providerAmount { paise } resolved }\n    totalCount pageInfo { hasNextPage endCursor } } }": types.ReconciliationDifferencesDocument,
    "mutation ReconciliationResolve($id: ID!) { resolveReconciliationDifference(id: $id) { id resolved } }": types.ReconciliationResolveDocument,
    "query ReconciliationOrderPayment($id: ID!) { order(id: $id) { id payment { id attention } } }": types.ReconciliationOrderPaymentDocument,
    "query ReconciliationCheckout($id: ID!) { checkout(id: $id) { razorpay { orderId } } }": types.ReconciliationCheckoutDocument,
    "mutation CodRemittanceRecord($input: CodRemittanceInput!) { recordCodRemittance(input: $input) {\n  id courier receivedOn reference amount { paise } ordersTotal { paise } difference { paise } orders { orderId amount { paise } } } }": types.CodRemittanceRecordDocument,
    "query CodRemittanceList($first: Int = 100) { codRemittances(first: $first) {\n  nodes { id reference difference { paise } orders { orderId } } totalCount } }": types.CodRemittanceListDocument,
    "query CodRemittanceUnremitted($first: Int = 100) { unremittedCodOrders(first: $first) {\n  nodes { orderId amount { paise } deliveredAt } totalCount } }": types.CodRemittanceUnremittedDocument,
    "query CodRemittanceUnremittedCouriers($first: Int = 100) { unremittedCodOrders(first: $first) {\n  nodes { orderId orderNumber courierName } } }": types.CodRemittanceUnremittedCouriersDocument,
    "query CodRemittanceOrderNumber($id: ID!) { order(id: $id) { number } }": types.CodRemittanceOrderNumberDocument,
    "mutation CodRemittanceMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {\n  updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id } }": types.CodRemittanceMoveDocument,
    "query CodRemittanceOrderTotal($id: ID!) { order(id: $id) { totals { total { paise } } deliveredAt } }": types.CodRemittanceOrderTotalDocument,
    "query PayoutPagesPayouts($first: Int, $after: String) {\n  payouts(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.PayoutPagesPayoutsDocument,
    "query PayoutPagesUnsettled($first: Int, $after: String) {\n  unsettledPayments(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { orderId providerPaymentId } }\n}": types.PayoutPagesUnsettledDocument,
    "query PayoutPagesRemittances($first: Int, $after: String) {\n  codRemittances(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.PayoutPagesRemittancesDocument,
    "query PayoutPagesUnremitted($first: Int, $after: String) {\n  unremittedCodOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { orderId } }\n}": types.PayoutPagesUnremittedDocument,
    "mutation PayoutPagesRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }": types.PayoutPagesRecordDayDocument,
    "mutation PayoutPagesRecordRemittance($input: CodRemittanceInput!) { recordCodRemittance(input: $input) { id } }": types.PayoutPagesRecordRemittanceDocument,
    "mutation PayoutsRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }": types.PayoutsRecordDayDocument,
    "query PayoutsList($first: Int = 100, $after: String) { payouts(first: $first, after: $after) {\n  nodes { id settlementId utr settledAt amount { paise } fees { paise } tax { paise } } totalCount } }": types.PayoutsListDocument,
    "query PayoutsOne($id: ID!) { payout(id: $id) { payout { settlementId }\n  lines { entityId kind providerPaymentId orderId amount { paise } fee { paise } tax { paise } net { paise } } } }": types.PayoutsOneDocument,
    "query PayoutsUnsettled($first: Int = 100) { unsettledPayments(first: $first) {\n  nodes { orderId providerPaymentId amount { paise } capturedAt } totalCount } }": types.PayoutsUnsettledDocument,
    "mutation PayoutsCsvRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }": types.PayoutsCsvRecordDayDocument,
    "mutation PayoutsCsvRemit($input: CodRemittanceInput!) { recordCodRemittance(input: $input) { id } }": types.PayoutsCsvRemitDocument,
    "query PayoutsCsvOrderNumber($id: ID!) { order(id: $id) { number } }": types.PayoutsCsvOrderNumberDocument,
    "mutation CatalogAdminCreate($input: ProductInput!) { createProduct(input: $input) {\n  id slug sku name brand collection description countInStock weight sizes colors tags material gender rating numReviews\n  isPublished isFeatured price { amount } discountPrice { amount } dimensions { length width height } category { name }\n} }": types.CatalogAdminCreateDocument,
    "mutation CatalogAdminUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id slug name sku rating numReviews description price { amount } } }": types.CatalogAdminUpdateDocument,
    "mutation CatalogAdminDelete($id: ID!) { deleteProduct(id: $id) { id } }": types.CatalogAdminDeleteDocument,
    "query CatalogAdminHandle($slug: String!) { product(idOrSlug: $slug) { id name } }": types.CatalogAdminHandleDocument,
    "mutation CatalogAdminHandleCreate($input: ProductInput!) { createProduct(input: $input) { id slug seoTitle seoDescription } }": types.CatalogAdminHandleCreateDocument,
    "query CatalogAdminRead($id: String!) { product(idOrSlug: $id) {\n      name price { paise } discountPrice { paise } tags countInStock isPublished variants { size countInStock priceOverride { paise } }\n    } }": types.CatalogAdminReadDocument,
    "mutation CatalogAdminAddReview($id: ID!) { addReview(productId: $id, input: { rating: 5, comment: \"Nice\" }) { id } }": types.CatalogAdminAddReviewDocument,
    "query CatalogAdminProduct($s: String!) { product(idOrSlug: $s) { id } }": types.CatalogAdminProductDocument,
    "mutation CatalogImagesCreate($input: ProductInput!) { createProduct(input: $input) {\n  id images { url altText srcSet jpegSrcSet: srcSet(format: JPEG) files { url width format } }\n} }": types.CatalogImagesCreateDocument,
    "mutation CatalogImagesUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { images { url altText } } }": types.CatalogImagesUpdateDocument,
    "mutation CatalogImagesDelete($id: ID!) { deleteProduct(id: $id) { id } }": types.CatalogImagesDeleteDocument,
    "mutation CatalogImagesCreate2($input: CategoryInput!) { createCategory(input: $input) { id image { url altText files { url } } } }": types.CatalogImagesCreate2Document,
    "mutation CatalogImagesDeleteCategory($id: ID!) { deleteCategory(id: $id) { id } }": types.CatalogImagesDeleteCategoryDocument,
    "query CatalogListNewArrivalsLimit($limit: Int!) { newArrivals(limit: $limit) { name } }": types.CatalogListNewArrivalsLimitDocument,
    "query CatalogListBestSellersLimit($limit: Int!) { bestSellers(limit: $limit) { name } }": types.CatalogListBestSellersLimitDocument,
    "query CatalogListList($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) {\n    totalCount\n    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    nodes { name }\n    edges { cursor node { name } }\n  }\n}": types.CatalogListListDocument,
    "query CatalogListFacets($filter: ProductFilterInput) {\n  products(filter: $filter, first: 1) {\n    totalCount\n    facets {\n      colors { value count } sizes { value count } materials { value count } genders { value count } brands { value count }\n      price { min { amount } max { amount } }\n    }\n  }\n}": types.CatalogListFacetsDocument,
    "query CatalogListProduct($key: String!) { product(idOrSlug: $key) { name isPublished } }": types.CatalogListProductDocument,
    "query CatalogListCategories($all: Boolean!, $first: Int, $after: String) {\n      categories(includeUnpublished: $all, first: $first, after: $after) { nodes { slug } totalCount pageInfo { hasNextPage endCursor } }\n    }": types.CatalogListCategoriesDocument,
    "query CatalogListCategory($slug: String!) { category(idOrSlug: $slug) { name } }": types.CatalogListCategoryDocument,
    "query CatalogListShelves($slug: String!) {\n    newArrivals(limit: 3) { name }\n    bestSellers(limit: 4) { name }\n    similarProducts(idOrSlug: $slug) { name }\n  }": types.CatalogListShelvesDocument,
    "query CatalogListBothShelves { newArrivals(limit: 20) { name } bestSellers(limit: 20) { name } }": types.CatalogListBothShelvesDocument,
    "query CatalogListBestSellers { bestSellers(limit: 3) { name } }": types.CatalogListBestSellersDocument,
    "query CatalogListSimilarProducts($slug: String!) { similarProducts(idOrSlug: $slug) { name } }": types.CatalogListSimilarProductsDocument,
    "query CatalogListProduct2 { product(idOrSlug: \"city-laptop-backpack\") {\n      slug price { amount paise formatted } discountPrice { amount } unitPrice { formatted }\n      category { slug } colors sizes material gender brand collection rating numReviews\n    } }": types.CatalogListProduct2Document,
    "query CatalogPagesProducts($search: String, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: { search: $search }, sort: $sort, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id name } }\n}": types.CatalogPagesProductsDocument,
    "query CatalogPagesReviews($slug: String!, $first: Int, $after: String) {\n  product(idOrSlug: $slug) { reviews(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }\n}": types.CatalogPagesReviewsDocument,
    "query CatalogPagesCategories($first: Int, $after: String) {\n  categories(includeUnpublished: true, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.CatalogPagesCategoriesDocument,
    "query CatalogPagesOptionValues($first: Int, $after: String) {\n  productOptionValues(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.CatalogPagesOptionValuesDocument,
    "mutation CatalogPagesDeleteOptionValue($id: ID!) { deleteProductOptionValue(id: $id) { id } }": types.CatalogPagesDeleteOptionValueDocument,
    "query CatalogQueriesPage($size: Int!, $search: String) {\n  products(first: $size, filter: { search: $search }) {\n    totalCount\n    nodes {\n      id name slug price { formatted } discountPrice { formatted } unitPrice { amount }\n      category { name slug }\n      images { url altText srcSet files { url width } }\n      reviews(first: 2) { nodes { rating comment authorName } }\n      variants { countInStock }\n    }\n    facets { colors { value count } sizes { value count } price { min { amount } max { amount } } }\n  }\n}": types.CatalogQueriesPageDocument,
    "query CatalogQueriesNewArrivals($size: Int!) { newArrivals(limit: $size) { name category { name } reviews { nodes { authorName } } } }": types.CatalogQueriesNewArrivalsDocument,
    "query CatalogQueriesBestSellers($size: Int!) { bestSellers(limit: $size) { name category { name } reviews { nodes { authorName } } } }": types.CatalogQueriesBestSellersDocument,
    "query CatalogQueriesFacets { products(filter: { colors: [\"red\"] }) { totalCount facets { colors { value count } } } }": types.CatalogQueriesFacetsDocument,
    "query CatalogQueriesProduct($id: String!) { product(idOrSlug: $id) { name category { id } } }": types.CatalogQueriesProductDocument,
    "mutation CatalogQueriesUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": types.CatalogQueriesUpdateProductDocument,
    "query CatalogResponseCacheProduct($slug: String!) { product(idOrSlug: $slug) { name countInStock rating numReviews } }": types.CatalogResponseCacheProductDocument,
    "query CatalogResponseCacheProduct2($s: String!) { product(idOrSlug: $s) { countInStock } }": types.CatalogResponseCacheProduct2Document,
    "query CatalogResponseCacheMe($s: String!) { me { id } product(idOrSlug: $s) { countInStock } }": types.CatalogResponseCacheMeDocument,
    "mutation CatalogResponseCacheUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": types.CatalogResponseCacheUpdateProductDocument,
    "query CatalogResponseCacheProduct3($slug: String!) { product(idOrSlug: $slug) { description countInStock } }": types.CatalogResponseCacheProduct3Document,
    "mutation CatalogResponseCacheAddReview($id: ID!) { addReview(productId: $id, input: { rating: 4, comment: \"Good\" }) { id } }": types.CatalogResponseCacheAddReviewDocument,
    "query CatalogResponseCacheSimilarProducts { similarProducts(idOrSlug: \"not-yet-there\") { name } }": types.CatalogResponseCacheSimilarProductsDocument,
    "query CatalogResponseCacheDescribed($slug: String!) { product(idOrSlug: $slug) { name description } }": types.CatalogResponseCacheDescribedDocument,
    "mutation BulkPublish($ids: [ID!]!) { publishProducts(ids: $ids) { id isPublished } }": types.BulkPublishDocument,
    "mutation BulkUnpublish($ids: [ID!]!) { unpublishProducts(ids: $ids) { id isPublished } }": types.BulkUnpublishDocument,
    "mutation BulkDelete($ids: [ID!]!) { deleteProducts(ids: $ids) { id } }": types.BulkDeleteDocument,
    "query BulkList($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) { totalCount nodes { id name isPublished } pageInfo { hasNextPage endCursor } }\n}": types.BulkListDocument,
    "query ProductOptionsValues($kind: ProductOptionKind, $first: Int = 100, $after: String) { productOptionValues(kind: $kind, first: $first, after: $after) { nodes { id kind name swatch productCount } totalCount pageInfo { hasNextPage endCursor } } }": types.ProductOptionsValuesDocument,
    "query ProductOptionsOptions{ productOptions { sizes colors materials colorSwatches { name hex } } }": types.ProductOptionsOptionsDocument,
    "mutation ProductOptionsAdd($input: ProductOptionValueInput!) { addProductOptionValue(input: $input) { id kind name swatch productCount } }": types.ProductOptionsAddDocument,
    "mutation ProductOptionsRemove($id: ID!) { deleteProductOptionValue(id: $id) { id } }": types.ProductOptionsRemoveDocument,
    "mutation ProductOptionsCreate($input: ProductInput!) { createProduct(input: $input) { id colors sizes material } }": types.ProductOptionsCreateDocument,
    "query ProductOptionsFiltered($filter: ProductFilterInput) { products(filter: $filter) { nodes { name colors } facets { colors { value count } sizes { value count } } } }": types.ProductOptionsFilteredDocument,
    "mutation VariantPricesCreate($input: ProductInput!) { createProduct(input: $input) { id } }": types.VariantPricesCreateDocument,
    "query VariantPricesList($filter: ProductFilterInput, $sort: ProductSort, $size: Int) {\n  products(filter: $filter, sort: $sort, first: $size) {\n    nodes { name unitPrice { paise } fromPrice { paise formatted } }\n    facets { price { min { paise } max { paise } } }\n  }\n}": types.VariantPricesListDocument,
    "mutation VariantsCreate($input: ProductInput!) { createProduct(input: $input) { id slug countInStock sizes colors variants { id sku size color countInStock price { paise } unitPrice { paise } priceOverride { paise } images { url } } } }": types.VariantsCreateDocument,
    "mutation VariantsUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id countInStock sizes colors variants { id sku size color countInStock } } }": types.VariantsUpdateDocument,
    "mutation VariantsSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }": types.VariantsSetStatusDocument,
    "query VariantsOrder($id: ID!) { order(id: $id) { items { variantId sku size color price { paise } quantity } } }": types.VariantsOrderDocument,
    "query VariantsCart { cart { lines { variantId sku size color unitPrice { paise } inStock problem } } }": types.VariantsCartDocument,
    "query VariantsProductOptions { productOptions { sizes colors materials } }": types.VariantsProductOptionsDocument,
    "mutation VariantsAddToCart($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }": types.VariantsAddToCartDocument,
    "mutation VariantsAddToCart2($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }": types.VariantsAddToCart2Document,
    "mutation VariantsAddToCart3($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }": types.VariantsAddToCart3Document,
    "query VariantsFilter($f: ProductFilterInput) { products(filter: $f) { nodes { id } facets { colors { value count } sizes { value count } } } }": types.VariantsFilterDocument,
    "mutation CatalogReviewsReview($id: ID!, $input: ReviewInput!) { addReview(productId: $id, input: $input) {\n  rating numReviews reviews { nodes { rating comment authorName } }\n} }": types.CatalogReviewsReviewDocument,
    "query CatalogReviewsProduct($slug: String!, $first: Int, $after: String) { product(idOrSlug: $slug) {\n  rating numReviews reviews(first: $first, after: $after) { nodes { rating comment authorName createdAt } totalCount pageInfo { hasNextPage endCursor } }\n} }": types.CatalogReviewsProductDocument,
    "query SearchSuggestionsSuggest($text: String!) { searchSuggestions(text: $text) { text categories { name slug } products { name slug category { name } } } }": types.SearchSuggestionsSuggestDocument,
    "query CatalogSearchSearch($filter: ProductFilterInput, $sort: ProductSort) {\n  products(filter: $filter, sort: $sort, first: 50) { totalCount nodes { name } facets { colors { value count } } }\n}": types.CatalogSearchSearchDocument,
    "mutation CatalogSearchRenameCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id } }": types.CatalogSearchRenameCategoryDocument,
    "mutation CatalogSearchRecolour($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": types.CatalogSearchRecolourDocument,
    "fragment ShopPoliciesFields on ShopPolicies { shippingArea deliveryFee { paise formatted } freeDeliveryAbove { paise } giftWrapFee { paise } dispatchDays deliveryDaysFrom deliveryDaysTo returnWindowDays }": types.ShopPoliciesFieldsFragmentDoc,
    "mutation ShopPoliciesUpdate($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { ...ShopPoliciesFields } invoicing { invoicePrefix } } }": types.ShopPoliciesUpdateDocument,
    "query ShopPoliciesServed { shopPolicies { ...ShopPoliciesFields } }": types.ShopPoliciesServedDocument,
    "query ShopPolicies { shopPolicies { deliveryFee { paise } deliveryDaysTo returnWindowDays } }": types.ShopPoliciesDocument,
    "query ShopPoliciesSettings { shopSettings { policies { ...ShopPoliciesFields } invoicing { invoicePrefix creditNotePrefix } gst { deliveryRate deliverySac giftWrapHsn } cod { maxOrderValue { paise } fee { paise } refusalLimit } } }": types.ShopPoliciesSettingsDocument,
    "mutation ShopPoliciesClearLimit{ updateShopSettings(input: { cod: { refusalLimit: null } }) { cod { refusalLimit fee { paise } } } }": types.ShopPoliciesClearLimitDocument,
    "query ShopPolicies2 { shopPolicies { deliveryFee { paise } } }": types.ShopPolicies2Document,
    "mutation ShopPromisesSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { payments { razorpayMethods } } }": types.ShopPromisesSettingsDocument,
    "mutation ShopPromisesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }": types.ShopPromisesCreateRuleDocument,
    "mutation ShopPromisesDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }": types.ShopPromisesDeleteRuleDocument,
    "query ShopPromisesStated { paymentOptions { online cashOnDelivery } shopPolicies { deliveryEstimate } }": types.ShopPromisesStatedDocument,
    "query StaffPreview($token: String!) { staffInvitation(token: $token) { email hasAccount } }": types.StaffPreviewDocument,
    "query StaffInvitations { staffInvitations { id email status } }": types.StaffInvitationsDocument,
    "mutation StaffResend($id: ID!) { resendStaffInvitation(id: $id) { id status } }": types.StaffResendDocument,
    "mutation StaffRevoke($id: ID!) { revokeStaffInvitation(id: $id) { id status } }": types.StaffRevokeDocument,
    "query StaffAccountsMembers { staffMembers { id email status isShopOwner secondFactorEnabled role { name } } }": types.StaffAccountsMembersDocument,
    "query StaffAccountsPermissions { me { permissions } }": types.StaffAccountsPermissionsDocument,
    "mutation StaffSuspend($userId: ID!) { suspendStaff(userId: $userId) { message } }": types.StaffSuspendDocument,
    "mutation StaffReactivate($userId: ID!) { reactivateStaff(userId: $userId) { message } }": types.StaffReactivateDocument,
    "mutation StaffRemove($userId: ID!) { removeStaff(userId: $userId) { message } }": types.StaffRemoveDocument,
    "query StaffMyOrders { myOrders(first: 10) { nodes { id } } }": types.StaffMyOrdersDocument,
    "query StaffRolesMe { me { id role permissions } }": types.StaffRolesMeDocument,
    "query StaffRoles { staffRoles { id name isOwner permissions } }": types.StaffRolesDocument,
    "query StaffRolesMembers { staffMembers { id email isShopOwner role { name } } }": types.StaffRolesMembersDocument,
    "mutation StaffCreateRole($input: StaffRoleInput!) { createStaffRole(input: $input) { id name permissions isOwner } }": types.StaffCreateRoleDocument,
    "mutation StaffUpdateRole($id: ID!, $input: UpdateStaffRoleInput!) { updateStaffRole(id: $id, input: $input) { id name permissions } }": types.StaffUpdateRoleDocument,
    "mutation StaffDeleteRole($id: ID!) { deleteStaffRole(id: $id) { id } }": types.StaffDeleteRoleDocument,
    "mutation StaffAssignRole($userId: ID!, $roleId: ID!) { assignStaffRole(userId: $userId, roleId: $roleId) { id role { name } } }": types.StaffAssignRoleDocument,
    "mutation StaffCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }": types.StaffCreateCategoryDocument,
    "mutation StaffBeginEnrolment($input: SecondFactorEnrolmentInput!) { beginSecondFactorEnrolment(input: $input) { secret otpauthUri qrCodeSvg } }": types.StaffBeginEnrolmentDocument,
    "mutation StaffConfirmEnrolment($input: ConfirmSecondFactorInput!) { confirmSecondFactorEnrolment(input: $input) { recoveryCodes session { token user { id secondFactorEnabled } } } }": types.StaffConfirmEnrolmentDocument,
    "mutation StaffCompleteSignIn($input: CompleteStaffSignInInput!) { completeStaffSignIn(input: $input) { token user { id } } }": types.StaffCompleteSignInDocument,
    "mutation StaffRequireSecondFactor($required: Boolean!) { setStaffSecondFactorRequired(required: $required) { secondFactorRequired } }": types.StaffRequireSecondFactorDocument,
    "query StaffAccountsRoles { staffRoles { id name } }": types.StaffAccountsRolesDocument,
    "mutation StaffInvite($input: InviteStaffInput!) { inviteStaff(input: $input) { id email roleId status expiresAt } }": types.StaffInviteDocument,
    "mutation StaffAccept($input: AcceptStaffInvitationInput!) { acceptStaffInvitation(input: $input) { next secondStepToken session { token user { id role } } } }": types.StaffAcceptDocument,
    "mutation StaffSignIn($input: LoginInput!) { staffSignIn(input: $input) { next secondStepToken session { token user { id } } } }": types.StaffSignInDocument,
    "mutation StaffAccountsLogin($input: LoginInput!) { login(input: $input) { token user { id role } } }": types.StaffAccountsLoginDocument,
    "query StaffAccountsMe { me { id role suspendedAt secondFactorEnabled } }": types.StaffAccountsMeDocument,
    "mutation TestCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id slug name } }": types.TestCreateCategoryDocument,
    "mutation TestCreateProduct($input: ProductInput!) { createProduct(input: $input) { id slug name sku } }": types.TestCreateProductDocument,
    "query TestCart($guestId: String) { cart(guestId: $guestId) { ...CartFields } }": types.TestCartDocument,
    "mutation TestAddToCart($input: AddToCartInput!) { addToCart(input: $input) { ...CartFields } }": types.TestAddToCartDocument,
    "mutation TestUpdateCartLine($input: UpdateCartLineInput!) { updateCartLine(input: $input) { ...CartFields } }": types.TestUpdateCartLineDocument,
    "mutation TestRemoveFromCart($lineId: ID!, $guestId: String) { removeFromCart(lineId: $lineId, guestId: $guestId) { ...CartFields } }": types.TestRemoveFromCartDocument,
    "mutation TestClearCart($guestId: String) { clearCart(guestId: $guestId) { ...CartFields } }": types.TestClearCartDocument,
    "mutation TestMergeGuestCart($guestId: String!) { mergeGuestCart(guestId: $guestId) { ...CartFields } }": types.TestMergeGuestCartDocument,
    "query TestCheckCoupon($code: String!) { checkCoupon(code: $code) { coupon { code discountType percentOff amountOff { paise } status } discount { paise } totals { ...TotalsFields } } }": types.TestCheckCouponDocument,
    "mutation TestCreateCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { ...CheckoutFields } }": types.TestCreateCheckoutDocument,
    "mutation TestFinalizeCheckout($id: ID!) { finalizeCheckout(id: $id) { ...CheckoutFields } }": types.TestFinalizeCheckoutDocument,
    "query TestCheckout($id: ID!) { checkout(id: $id) { ...CheckoutFields } }": types.TestCheckoutDocument,
    "mutation TestCreateCoupon($input: CouponInput!) { createCoupon(input: $input) { id code discountType percentOff amountOff { paise } active expiresAt status } }": types.TestCreateCouponDocument,
    "mutation TestUpdateCoupon($id: ID!, $input: UpdateCouponInput!) { updateCoupon(id: $id, input: $input) { id code discountType percentOff amountOff { paise } active expiresAt status } }": types.TestUpdateCouponDocument,
    "query TestCheckoutOrder($id: ID!) { checkout(id: $id) { orderId } }": types.TestCheckoutOrderDocument,
    "mutation TestMoveOrder($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }": types.TestMoveOrderDocument,
    "query TestOrderItems($id: ID!) { order(id: $id) { items { id } } }": types.TestOrderItemsDocument,
    "query TestOrderNumber($id: ID!) { order(id: $id) { number } }": types.TestOrderNumberDocument,
    "fragment MoneyFields on Money {\n  paise\n  amount\n  formatted\n}\n\nfragment TotalsFields on PriceBreakdown {\n  subtotal {\n    ...MoneyFields\n  }\n  giftWrap {\n    ...MoneyFields\n  }\n  delivery {\n    ...MoneyFields\n  }\n  discount {\n    ...MoneyFields\n  }\n  total {\n    ...MoneyFields\n  }\n}\n\nfragment CartFields on Cart {\n  itemCount\n  lines {\n    id\n    productId\n    name\n    slug\n    size\n    color\n    quantity\n    giftWrap\n    unitPrice {\n      ...MoneyFields\n    }\n    lineTotal {\n      ...MoneyFields\n    }\n    problem\n    image {\n      url\n    }\n  }\n  totals {\n    ...TotalsFields\n  }\n}\n\nfragment CheckoutFields on Checkout {\n  id\n  createdAt\n  status\n  paymentMethod\n  paymentStatus\n  paymentUrl\n  redirectUrl\n  orderId\n  expiresAt\n  couponCode\n  totals {\n    ...TotalsFields\n  }\n  shippingInfo {\n    firstName\n    phoneNo\n    postalCode\n  }\n}": types.MoneyFieldsFragmentDoc,
    "query SupportRazorpayCheckout($id: ID!) { checkout(id: $id) { orderId razorpay { orderId } } }": types.SupportRazorpayCheckoutDocument,
    "query StaffRoleIds { staffRoles { id name } }": types.StaffRoleIdsDocument,
    "mutation StaffAssignForTest($userId: ID!, $roleId: ID!) { assignStaffRole(userId: $userId, roleId: $roleId) { id } }": types.StaffAssignForTestDocument,
    "mutation StaffLogin($input: LoginInput!) { login(input: $input) { token } }": types.StaffLoginDocument,
    "\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n      }\n    }\n  }\n": types.TestLoginDocument,
    "\n  mutation TestRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n      }\n    }\n  }\n": types.TestRegisterDocument,
    "fragment GstAmounts on TaxAmounts { charged { paise } taxable { paise } cgst { paise } sgst { paise } igst { paise } totalTax { paise formatted } }": types.GstAmountsFragmentDoc,
    "fragment GstSettings on ShopSettings {\n  seller { legalName gstin address state stateCode }\n  invoicing { invoicePrefix creditNotePrefix }\n  gst { deliveryRate deliverySac giftWrapRate giftWrapHsn defaultGoodsRate defaultGoodsHsn }\n  invoicingProblems\n}": types.GstSettingsFragmentDoc,
    "query GstShopSettings { shopSettings { ...GstSettings } }": types.GstShopSettingsDocument,
    "mutation GstUpdateShopSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { ...GstSettings } }": types.GstUpdateShopSettingsDocument,
    "mutation GstAddRate($input: GstRateInput!) { addGstRate(input: $input) { id hsn rate effectiveFrom categoryId productId } }": types.GstAddRateDocument,
    "mutation GstDeleteRate($id: ID!) { deleteGstRate(id: $id) { id } }": types.GstDeleteRateDocument,
    "query GstOrderTax($id: ID!) { order(id: $id) {\n  id totals { total { paise } }\n  items { id tax { hsn rate amounts { taxable { paise } } } }\n  invoice { number issuedAt placeOfSupply placeOfSupplyCode supplyType pdfUrl amounts { ...GstAmounts }\n    lines { kind description hsn quantity rate gross { paise } discount { paise } amounts { ...GstAmounts } } }\n  creditNotes { number reason pdfUrl amounts { ...GstAmounts } lines { description hsn quantity amounts { ...GstAmounts } } }\n} }": types.GstOrderTaxDocument,
    "mutation GstSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }": types.GstSetStatusDocument,
    "mutation GstDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }": types.GstDeleteOrderDocument,
    "mutation GstManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id status } }": types.GstManualRefundDocument,
    "mutation GstRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id status } }": types.GstRefundDocument,
    "query GstCheckoutOrderId($id: ID!) { checkout(id: $id) { orderId } }": types.GstCheckoutOrderIdDocument,
    "mutation GstRequestReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id } }": types.GstRequestReturnDocument,
    "mutation GstDecideReturn($id: ID!, $approve: Boolean!) { decideReturn(id: $id, approve: $approve) { id } }": types.GstDecideReturnDocument,
    "mutation GstReceiveReturn($id: ID!, $input: ReceiveReturnInput!) { receiveReturn(id: $id, input: $input) { id status } }": types.GstReceiveReturnDocument,
    "query GstReport($month: String!) { gstReport(month: $month) {\n  month invoiceCount creditNoteCount net { ...GstAmounts } creditNotes { ...GstAmounts }\n  byRate { rate amounts { ...GstAmounts } }\n  byStateAndRate { placeOfSupply placeOfSupplyCode supplyType rate amounts { ...GstAmounts } }\n  hsnSummary { hsn rate quantity kinds amounts { ...GstAmounts } }\n  b2cl { invoiceNumber invoiceDate invoiceValue { paise } placeOfSupplyCode rate amounts { ...GstAmounts } }\n  b2clCreditNotes { creditNoteNumber invoiceNumber amounts { ...GstAmounts } }\n  b2csCsvPath hsnCsvPath b2clCsvPath cdnurCsvPath\n} }": types.GstReportDocument,
    "query GstCheckoutGst($state: String!, $couponCode: String) { checkoutGst(shippingState: $state, couponCode: $couponCode) { ...GstAmounts } }": types.GstCheckoutGstDocument,
    "query GstRates($c: ID) { gstRates(categoryId: $c) { nodes { id effectiveFrom } } }": types.GstRatesDocument,
    "query GstRates2($c: ID, $first: Int, $after: String) { gstRates(categoryId: $c, first: $first, after: $after) { nodes { effectiveFrom } totalCount pageInfo { hasNextPage endCursor } } }": types.GstRates2Document,
    "query GstCheckout($id: ID!) { checkout(id: $id) { orderId } }": types.GstCheckoutDocument,
    "query GstOrder($id: ID!) { order(id: $id) { refunds { status amount { paise } } invoice { amounts { charged { paise } } } creditNotes { reason amounts { charged { paise } } } } }": types.GstOrderDocument,
    "query GstList($n: Int!) { orders(first: $n) { nodes { id invoice { number lines { hsn } } creditNotes { number lines { hsn } } } } }": types.GstListDocument,
    "query TaxPagesRates($first: Int, $after: String) {\n  gstRates(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id effectiveFrom } }\n}": types.TaxPagesRatesDocument,
    "mutation TaxPagesAddRate($input: GstRateInput!) { addGstRate(input: $input) { id } }": types.TaxPagesAddRateDocument,
    "mutation TaxPagesDeleteRate($id: ID!) { deleteGstRate(id: $id) { id } }": types.TaxPagesDeleteRateDocument,
    "mutation WebhookPagesCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }": types.WebhookPagesCreateDocument,
    "mutation WebhookPagesDelete($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }": types.WebhookPagesDeleteDocument,
    "query WebhookPagesEndpoints($first: Int, $after: String) {\n  webhookEndpoints(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.WebhookPagesEndpointsDocument,
    "query WebhookPagesDeliveries($endpointId: ID!, $first: Int, $after: String) {\n  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}": types.WebhookPagesDeliveriesDocument,
    "fragment WebhooksEndpoint on WebhookEndpoint { id url events description enabled createdAt }": types.WebhooksEndpointFragmentDoc,
    "mutation WebhooksCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ...WebhooksEndpoint } } }": types.WebhooksCreateDocument,
    "mutation WebhooksUpdate($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ...WebhooksEndpoint } }": types.WebhooksUpdateDocument,
    "mutation WebhooksRotate($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { id } } }": types.WebhooksRotateDocument,
    "mutation WebhooksDelete($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }": types.WebhooksDeleteDocument,
    "query WebhooksDeliveries($endpointId: ID!, $status: WebhookDeliveryStatus) { webhookDeliveries(endpointId: $endpointId, status: $status) {\n  totalCount nodes { id event status attempts responseStatus lastError body } } }": types.WebhooksDeliveriesDocument,
    "mutation WebhooksRedeliver($id: ID!) { redeliverWebhook(id: $id) { id status } }": types.WebhooksRedeliverDocument,
    "mutation WebhooksUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": types.WebhooksUpdateProductDocument,
    "mutation WebhooksMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }": types.WebhooksMoveDocument,
    "query WebhooksWebhookEndpoints { webhookEndpoints(first: 100) { nodes { id } } }": types.WebhooksWebhookEndpointsDocument,
    "mutation WebhooksRecordRefusedDelivery($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { id } }": types.WebhooksRecordRefusedDeliveryDocument,
    "query WebhooksList { webhookEndpoints { totalCount } }": types.WebhooksListDocument,
    "query Wishlist { wishlist { addedAt product { id name category { name } } } }": types.WishlistDocument,
    "mutation WishlistAdd($productId: ID!) { addToWishlist(productId: $productId) { product { id } } }": types.WishlistAddDocument,
    "mutation WishlistRemove($productId: ID!) { removeFromWishlist(productId: $productId) { product { id } } }": types.WishlistRemoveDocument,
    "mutation WishlistMerge($productIds: [ID!]!) { mergeGuestWishlist(productIds: $productIds) { product { id } } }": types.WishlistMergeDocument,
    "query WishlistByIds($ids: [ID!]!) { productsByIds(ids: $ids) { id name } }": types.WishlistByIdsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AddressBookFields on CustomerAddress { id label firstName lastName address city state postalCode phoneNo isDefault }"): typeof import('./graphql').AddressBookFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AddressBookMine { myAddresses { ...AddressBookFields } }"): typeof import('./graphql').AddressBookMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddressBookSave($input: AddressInput!) { saveAddress(input: $input) { ...AddressBookFields } }"): typeof import('./graphql').AddressBookSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddressBookUpdate($id: ID!, $input: UpdateAddressInput!) { updateAddress(id: $id, input: $input) { ...AddressBookFields } }"): typeof import('./graphql').AddressBookUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddressBookSetDefault($id: ID!) { setDefaultAddress(id: $id) { id isDefault } }"): typeof import('./graphql').AddressBookSetDefaultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddressBookDelete($id: ID!) { deleteAddress(id: $id) { id } }"): typeof import('./graphql').AddressBookDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AddressBookPincode($postalCode: String!) { pincode(pincode: $postalCode) { postalCode city state } }"): typeof import('./graphql').AddressBookPincodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AddressBookIndianStates { indianStates { code name } }"): typeof import('./graphql').AddressBookIndianStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeliveryDatesEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { deliverable daysToDeliver deliverBy message } }"): typeof import('./graphql').DeliveryDatesEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeliveryDatesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }"): typeof import('./graphql').DeliveryDatesCreateRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeliveryDatesPolicies($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { dispatchDays holidays } } }"): typeof import('./graphql').DeliveryDatesPoliciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeliveryDatesStated { shopPolicies { dispatchTime deliveryEstimate holidays } }"): typeof import('./graphql').DeliveryDatesStatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeliveryDatesOrder($id: ID!) { order(id: $id) { deliveryEstimate { message } } }"): typeof import('./graphql').DeliveryDatesOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetS3Create($input: ProductInput!) { createProduct(input: $input) { id images { url files { url } } } }"): typeof import('./graphql').AssetS3CreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetS3Delete($id: ID!) { deleteProduct(id: $id) { id } }"): typeof import('./graphql').AssetS3DeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetS3Return($input: RequestReturnInput!) { requestReturn(input: $input) { photos } }"): typeof import('./graphql').AssetS3ReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImageLimitsCreate($input: ProductInput!) { createProduct(input: $input) { id images { url } } }"): typeof import('./graphql').ImageLimitsCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }"): typeof import('./graphql').AuditUpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token } }"): typeof import('./graphql').AuditChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreateWebhook($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } secret } }"): typeof import('./graphql').AuditCreateWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }"): typeof import('./graphql').AuditCreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }"): typeof import('./graphql').AuditEndSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditUsers { users(first: 5) { totalCount } }"): typeof import('./graphql').AuditUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEntries($filter: AuditFilter, $first: Int, $after: String) {\n    auditEntries(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { id at actorId actorEmail address operation action entityType entityId changes { field before after } }\n    }\n  }\n"): typeof import('./graphql').AuditEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthPagesUsers($search: String, $first: Int, $after: String) {\n  users(search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').AuthPagesUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthRegister($input: RegisterInput!) {\n  register(input: $input) { token message user { id firstName lastName email role phone } }\n}"): typeof import('./graphql').AuthRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthLogin($input: LoginInput!) { login(input: $input) { token message user { id email role } } }"): typeof import('./graphql').AuthLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthMe { me { id email firstName role } }"): typeof import('./graphql').AuthMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName phone address city state postalCode } }"): typeof import('./graphql').AuthUpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthUsers { users { totalCount nodes { email } } }"): typeof import('./graphql').AuthUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthRequestReset($email: String!) { requestPasswordReset(email: $email) { message } }"): typeof import('./graphql').AuthRequestResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthReset($input: ResetPasswordInput!) { resetPassword(input: $input) { token user { email } } }"): typeof import('./graphql').AuthResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FirstAdminMe { me { role } }"): typeof import('./graphql').FirstAdminMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordResetOracleRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }"): typeof import('./graphql').PasswordResetOracleRequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PhoneRequestOtp($phone: String!) { requestOtp(phone: $phone) { message } }"): typeof import('./graphql').PhoneRequestOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PhoneVerifyOtp($phone: String!, $code: String!) {\n    verifyOtp(phone: $phone, code: $code) { token message user { id email signInPhone signInMethods } }\n  }\n"): typeof import('./graphql').PhoneVerifyOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PhoneRequestLink($phone: String!, $currentPassword: String!) {\n    requestPhoneLinkOtp(phone: $phone, currentPassword: $currentPassword) { message }\n  }\n"): typeof import('./graphql').PhoneRequestLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PhoneLink($phone: String!, $code: String!) { linkPhone(phone: $phone, code: $code) { id signInPhone signInMethods } }"): typeof import('./graphql').PhoneLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PhoneMe { me { id email signInPhone signInMethods } }"): typeof import('./graphql').PhoneMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PhoneEmailLogin($input: LoginInput!) { login(input: $input) { token user { id } } }"): typeof import('./graphql').PhoneEmailLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PhoneUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id phone } }"): typeof import('./graphql').PhoneUpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PhoneMyOrders { myOrders(first: 10) { nodes { id customerEmail } } }"): typeof import('./graphql').PhoneMyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PhoneUsers($search: String) { users(search: $search, first: 5) { nodes { id email signInPhone signInMethods } } }"): typeof import('./graphql').PhoneUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PhoneEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }"): typeof import('./graphql').PhoneEndSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PhoneUpiRequestOtp($phone: String!) { requestOtp(phone: $phone) { message } }"): typeof import('./graphql').PhoneUpiRequestOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PhoneUpiVerifyOtp($phone: String!, $code: String!) { verifyOtp(phone: $phone, code: $code) { token user { id } } }"): typeof import('./graphql').PhoneUpiVerifyOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PhoneUpiCheckout($id: ID!) { checkout(id: $id) { status orderId razorpay { orderId } } }"): typeof import('./graphql').PhoneUpiCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PhoneUpiMyOrders { myOrders(first: 10) { nodes { id number customerEmail paymentStatus paidWith } } }"): typeof import('./graphql').PhoneUpiMyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestAuthMe { me { id } }"): typeof import('./graphql').RestAuthMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionsMe { me { id } }"): typeof import('./graphql').SessionsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsLogin($input: LoginInput!) { login(input: $input) { token } }"): typeof import('./graphql').SessionsLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token message } }"): typeof import('./graphql').SessionsChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsLogout{ logout { message } }"): typeof import('./graphql').SessionsLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsEndSessions($userId: ID!) { endUserSessions(userId: $userId) { message } }"): typeof import('./graphql').SessionsEndSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }"): typeof import('./graphql').SessionsRequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { token } }"): typeof import('./graphql').SessionsResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BannerPagesSlides($all: Boolean!, $first: Int, $after: String) {\n  bannerSlides(includeInactive: $all, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').BannerPagesSlidesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BannerPagesCreate($input: BannerSlideInput!) { createBannerSlide(input: $input) { id } }"): typeof import('./graphql').BannerPagesCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BannerPagesUpdate($id: ID!, $input: UpdateBannerSlideInput!) { updateBannerSlide(id: $id, input: $input) { id } }"): typeof import('./graphql').BannerPagesUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BannerSlides($all: Boolean!, $first: Int, $after: String) { bannerSlides(includeInactive: $all, first: $first, after: $after) {\n  nodes { altText link position isActive desktopImage { url altText srcSet } mobileImage { url altText } }\n  totalCount pageInfo { hasNextPage endCursor }\n} }"): typeof import('./graphql').BannerSlidesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BannerCreate($input: BannerSlideInput!) { createBannerSlide(input: $input) { id altText desktopImage { url } mobileImage { url } } }"): typeof import('./graphql').BannerCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BannerUpdate($id: ID!, $input: UpdateBannerSlideInput!) { updateBannerSlide(id: $id, input: $input) { id altText position desktopImage { url } mobileImage { url } } }"): typeof import('./graphql').BannerUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BannerDelete($id: ID!) { deleteBannerSlide(id: $id) { id } }"): typeof import('./graphql').BannerDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BannerCreateBannerSlide($input: BannerSlideInput!) { createBannerSlide(input: $input) { id headline text buttonLabel link } }"): typeof import('./graphql').BannerCreateBannerSlideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BannerSlides2 { bannerSlides { nodes { id headline text buttonLabel } } }"): typeof import('./graphql').BannerSlides2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BannerFull { bannerSlides(includeInactive: true) { nodes { altText headline link position isActive desktopImage { url } mobileImage { url } } } }"): typeof import('./graphql').BannerFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogCsvCategoryCount($category: String!) { products(filter: { category: $category }, first: 5) { totalCount } }"): typeof import('./graphql').CatalogCsvCategoryCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogCsvExport { catalogCsv }"): typeof import('./graphql').CatalogCsvExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogCsvPreview($csv: String!) { previewCatalogImport(csv: $csv) { id status totalRows rowsToCreate rowsToUpdate rowsUnchanged rowsInvalid invalidRows { row message } heldBackRows { row message } encoding } }"): typeof import('./graphql').CatalogCsvPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogCsvPreviewFile($base64: String!) { previewCatalogImportFile(base64: $base64) { id totalRows rowsToCreate rowsInvalid invalidRows { row message } encoding } }"): typeof import('./graphql').CatalogCsvPreviewFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogCsvStart($id: ID!, $only: Boolean!) { startCatalogImport(id: $id, onlyValidRows: $only) { id status } }"): typeof import('./graphql').CatalogCsvStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogCsvProgress($id: ID!) { catalogImport(id: $id) { status processedRows totalRows failedRows { row message } invalidRows { row message } heldBackRows { row message } } }"): typeof import('./graphql').CatalogCsvProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogCsvCreate($input: ProductInput!) { createProduct(input: $input) { id slug } }"): typeof import('./graphql').CatalogCsvCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogCsvProduct { product(idOrSlug: \"new-duffel\") { name brand countInStock unitPrice { paise } variants { sku size color countInStock } } }"): typeof import('./graphql').CatalogCsvProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogCsvProductOptions { productOptions { sizes colors } }"): typeof import('./graphql').CatalogCsvProductOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogAdminCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id slug name description isPublished image { url altText } } }"): typeof import('./graphql').CatalogAdminCreateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogAdminUpdateCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id slug name } }"): typeof import('./graphql').CatalogAdminUpdateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogAdminDeleteCategory($id: ID!) { deleteCategory(id: $id) { id } }"): typeof import('./graphql').CatalogAdminDeleteCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogAdminCategories { categories { nodes { slug } } }"): typeof import('./graphql').CatalogAdminCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogAdminCategories2 { categories { nodes { slug } } }"): typeof import('./graphql').CatalogAdminCategories2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogAdminFull($id: String!) { category(idOrSlug: $id) { name slug description isPublished image { url altText } } }"): typeof import('./graphql').CatalogAdminFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogAdminCategory($id: String!) { category(idOrSlug: $id) { name } }"): typeof import('./graphql').CatalogAdminCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogAdminCategory2 { category(idOrSlug: \"empty-category\") { id } }"): typeof import('./graphql').CatalogAdminCategory2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogAdminCreateSeoCategory($input: CategoryInput!) { createCategory(input: $input) { id slug seoTitle seoDescription } }"): typeof import('./graphql').CatalogAdminCreateSeoCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogAdminChangeSeoCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id slug seoTitle seoDescription } }"): typeof import('./graphql').CatalogAdminChangeSeoCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogAdminReadSeoCategory($slug: String!) { category(idOrSlug: $slug) { id name slug seoTitle seoDescription } }"): typeof import('./graphql').CatalogAdminReadSeoCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestCategoriesSeo($id: String!) { category(idOrSlug: $id) { seoTitle seoDescription } }"): typeof import('./graphql').RestCategoriesSeoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutPagesSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { refusalLimit } } }"): typeof import('./graphql').CheckoutPagesSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutPagesMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }"): typeof import('./graphql').CheckoutPagesMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutPagesRefused($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { status } }"): typeof import('./graphql').CheckoutPagesRefusedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutPagesSwitchedOff($first: Int, $after: String) {\n  codSwitchedOffCustomers(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { userId refusedOrders } }\n}"): typeof import('./graphql').CheckoutPagesSwitchedOffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutPagesSwitchBack($userId: ID!) { switchCodBackOn(userId: $userId) }"): typeof import('./graphql').CheckoutPagesSwitchBackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutPagesRules($first: Int, $after: String) {\n  serviceabilityRules(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').CheckoutPagesRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutPagesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }"): typeof import('./graphql').CheckoutPagesCreateRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutPagesDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }"): typeof import('./graphql').CheckoutPagesDeleteRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutStatementsSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { refusalLimit } } }"): typeof import('./graphql').CheckoutStatementsSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutStatementsCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }"): typeof import('./graphql').CheckoutStatementsCreateRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutOrder($id: ID!) { order(id: $id) { id number status paymentStatus paymentMethod couponCode totals { subtotal { paise } giftWrap { paise } delivery { paise } discount { paise } total { paise } } items { productId name price { paise } quantity size color giftWrap lineTotal { paise } image { url } } shippingInfo { firstName lastName address city state postalCode phoneNo } } }"): typeof import('./graphql').CheckoutOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutDeliveryEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { message } }"): typeof import('./graphql').CheckoutDeliveryEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutCreateCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { id } }"): typeof import('./graphql').CheckoutCreateCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodAndDeliveryRules($first: Int, $after: String) { serviceabilityRules(first: $first, after: $after) { nodes { id pincodes pincodeFrom pincodeTo daysToDeliver codAvailable } totalCount pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').CodAndDeliveryRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodAndDeliveryCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id pincodes pincodeFrom pincodeTo } }"): typeof import('./graphql').CodAndDeliveryCreateRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodAndDeliveryUpdateRule($id: ID!, $input: UpdateServiceabilityRuleInput!) { updateServiceabilityRule(id: $id, input: $input) { pincodes daysToDeliver codAvailable } }"): typeof import('./graphql').CodAndDeliveryUpdateRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodAndDeliveryDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }"): typeof import('./graphql').CodAndDeliveryDeleteRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodAndDeliveryEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { pincode deliverable codAvailable daysToDeliver deliverBy message } }"): typeof import('./graphql').CodAndDeliveryEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodAndDeliverySettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { maxOrderValue { paise } fee { paise } refusalLimit } } }"): typeof import('./graphql').CodAndDeliverySettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodAndDeliveryCod($pincode: String) { codAvailability(pincode: $pincode) { available reason fee { paise } } }"): typeof import('./graphql').CodAndDeliveryCodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodAndDeliverySwitchedOff($first: Int, $after: String) { codSwitchedOffCustomers(first: $first, after: $after) { nodes { userId refusedOrders user { email } } totalCount pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').CodAndDeliverySwitchedOffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodAndDeliverySwitchBack($userId: ID!) { switchCodBackOn(userId: $userId) }"): typeof import('./graphql').CodAndDeliverySwitchBackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodAndDeliveryRefused($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { status } }"): typeof import('./graphql').CodAndDeliveryRefusedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodAndDeliveryMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }"): typeof import('./graphql').CodAndDeliveryMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodTotalSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { fee { paise } } } }"): typeof import('./graphql').CodTotalSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodTotalAvailability($pincode: String) { codAvailability(pincode: $pincode) { available fee { paise } totalWithFee { paise formatted } } }"): typeof import('./graphql').CodTotalAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodTotalApply($code: String!) { applyCoupon(code: $code) { totals { total { paise } } } }"): typeof import('./graphql').CodTotalApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodTotalOrder($id: ID!) { order(id: $id) { totals { codFee { paise } total { paise } } } }"): typeof import('./graphql').CodTotalOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContentPagesSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }"): typeof import('./graphql').ContentPagesSubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentPagesSubscribers($first: Int, $after: String) {\n  newsletterSubscribers(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id email } }\n}"): typeof import('./graphql').ContentPagesSubscribersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContentPagesSendEnquiry($input: EnquiryInput!) { sendEnquiry(input: $input) { id } }"): typeof import('./graphql').ContentPagesSendEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentPagesEnquiries($first: Int, $after: String) {\n  enquiries(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').ContentPagesEnquiriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContentSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }"): typeof import('./graphql').ContentSubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentSubscribers { newsletterSubscribers { totalCount nodes { email createdAt } } }"): typeof import('./graphql').ContentSubscribersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContentSendEnquiry($input: EnquiryInput!) { sendEnquiry(input: $input) { id kind name email phone message quantity } }"): typeof import('./graphql').ContentSendEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentEnquiries($kind: EnquiryKind) { enquiries(kind: $kind) { totalCount nodes { kind name email quantity } } }"): typeof import('./graphql').ContentEnquiriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NewsletterSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }"): typeof import('./graphql').NewsletterSubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NewsletterConfirm($token: String!) { confirmNewsletterSubscription(token: $token) { message } }"): typeof import('./graphql').NewsletterConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NewsletterUnsubscribe($token: String!) { unsubscribeFromNewsletter(token: $token) { message } }"): typeof import('./graphql').NewsletterUnsubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewsletterOffer { shopPolicies { newsletterWelcomePercentage } }"): typeof import('./graphql').NewsletterOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CouponPagesCoupons($first: Int, $after: String) {\n  coupons(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id code } }\n}"): typeof import('./graphql').CouponPagesCouponsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CouponPagesDelete($id: ID!) { deleteCoupon(id: $id) { id } }"): typeof import('./graphql').CouponPagesDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Coupons($first: Int, $after: String) { coupons(first: $first, after: $after) { totalCount nodes { code status } } }"): typeof import('./graphql').CouponsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Coupon($id: ID!) { coupon(id: $id) { id code } }"): typeof import('./graphql').CouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CouponDeleteCoupon($id: ID!) { deleteCoupon(id: $id) { id } }"): typeof import('./graphql').CouponDeleteCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CouponChanged($id: ID!, $input: UpdateCouponInput!) {\n      updateCoupon(id: $id, input: $input) { code percentOff amountOff { paise } minOrder { paise } usageLimit prepaidOnly active }\n    }"): typeof import('./graphql').CouponChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CouponsV2Create($input: CouponInput!) { createCoupon(input: $input) { id code status usedCount freeDelivery discountType } }"): typeof import('./graphql').CouponsV2CreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CouponsV2Bag on Cart { couponCode couponNotice totals { ...TotalsFields } }"): typeof import('./graphql').CouponsV2BagFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CouponsV2Apply($code: String!) { applyCoupon(code: $code) { ...CouponsV2Bag } }"): typeof import('./graphql').CouponsV2ApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CouponsV2Remove { removeCoupon { ...CouponsV2Bag } }"): typeof import('./graphql').CouponsV2RemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CouponsV2Cart { cart { ...CouponsV2Bag } }"): typeof import('./graphql').CouponsV2CartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CouponsV2Cancel($id: ID!) { cancelMyOrder(id: $id) { id status } }"): typeof import('./graphql').CouponsV2CancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CouponsV2Usage{ coupons(first: 100) { nodes { code usedCount status usage { orders revenue { paise } discount { paise } } } } }"): typeof import('./graphql').CouponsV2UsageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CouponsV2Coupon($id: ID!) { coupon(id: $id) { discountType freeDelivery percentOff amountOff { paise } } }"): typeof import('./graphql').CouponsV2CouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CouponsV2AbandonCheckout($id: ID!) { abandonCheckout(id: $id) { status } }"): typeof import('./graphql').CouponsV2AbandonCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CouponsV2UpdateCartLine($input: UpdateCartLineInput!) { updateCartLine(input: $input) { itemCount } }"): typeof import('./graphql').CouponsV2UpdateCartLineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CouponsV2ApplyCoupon($code: String!, $guestId: String) { applyCoupon(code: $code, guestId: $guestId) { couponCode } }"): typeof import('./graphql').CouponsV2ApplyCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CouponsV2Merge($guestId: String!) { mergeGuestCart(guestId: $guestId) { ...CouponsV2Bag } }"): typeof import('./graphql').CouponsV2MergeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IndiaDaysCoupon($id: ID!) { coupon(id: $id) { code expiresAt } }"): typeof import('./graphql').IndiaDaysCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IndiaDaysReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id } }"): typeof import('./graphql').IndiaDaysReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReplicasRegister($input: RegisterInput!) { register(input: $input) { token } }"): typeof import('./graphql').ReplicasRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReplicasAdd($input: AddToCartInput!) { addToCart(input: $input) { totals { total { paise } } } }"): typeof import('./graphql').ReplicasAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReplicasCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { id orderId status } }"): typeof import('./graphql').ReplicasCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReplicasOrderNumber($id: ID!) { order(id: $id) { number } }"): typeof import('./graphql').ReplicasOrderNumberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeedAll($after: String) {\n  products(first: 50, after: $after) {\n    totalCount\n    pageInfo { hasNextPage endCursor }\n    nodes { name slug brand collection material gender colors sizes countInStock rating numReviews description\n            discountPrice { paise } price { paise } category { slug } images { url altText } }\n    facets { colors { value } materials { value } genders { value } sizes { value } brands { value } }\n  }\n}"): typeof import('./graphql').SeedAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeedCategories { categories(first: 100) { nodes { name slug image { url } } } }"): typeof import('./graphql').SeedCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeedProducts($c: String!) { products(filter: { collection: $c }) { totalCount } }"): typeof import('./graphql').SeedProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeedProducts2 { products(filter: { includeUnpublished: true }) { totalCount } }"): typeof import('./graphql').SeedProducts2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeedProduct($s: String!) { product(idOrSlug: $s) { rating numReviews reviews(first: 100) { nodes { rating comment authorName } } } }"): typeof import('./graphql').SeedProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeedBestSellers { bestSellers { rating } }"): typeof import('./graphql').SeedBestSellersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeedBannerSlides { bannerSlides(first: 100) { nodes { altText link desktopImage { url } mobileImage { url } } } }"): typeof import('./graphql').SeedBannerSlidesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeedProducts3 { products(filter: { search: \"backpak\" }) { totalCount nodes { name } } }"): typeof import('./graphql').SeedProducts3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FulfilmentMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id status allowedStatuses } }"): typeof import('./graphql').FulfilmentMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FulfilmentCorrect($id: ID!, $status: OrderStatus!, $reason: String!) { correctOrderStatus(id: $id, status: $status, reason: $reason) { id status } }"): typeof import('./graphql').FulfilmentCorrectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FulfilmentCancelMine($id: ID!, $reason: String) { cancelMyOrder(id: $id, reason: $reason) { id status paymentStatus } }"): typeof import('./graphql').FulfilmentCancelMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FulfilmentOrder($id: ID!) { order(id: $id) { id status paymentStatus allowedStatuses\n  shipment { courier courierName trackingNumber trackingUrl }\n  history { actor fromStatus toStatus note customerVisible }\n  refunds { amount { paise } status method reference }\n  returnRequests { id kind status reason photos adminMessage replacementOrderId lines { orderItemId quantity exchangeSize exchangeColor } }\n  items { id productId name quantity size color } } }"): typeof import('./graphql').FulfilmentOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FulfilmentRequestReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id kind status } }"): typeof import('./graphql').FulfilmentRequestReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FulfilmentDecide($id: ID!, $approve: Boolean!, $message: String) { decideReturn(id: $id, approve: $approve, message: $message) { id status adminMessage } }"): typeof import('./graphql').FulfilmentDecideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FulfilmentReceive($id: ID!, $input: ReceiveReturnInput!) { receiveReturn(id: $id, input: $input) { id status replacementOrderId } }"): typeof import('./graphql').FulfilmentReceiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FulfilmentRefused($id: ID!, $restock: Boolean!, $note: String) { recordRefusedDelivery(id: $id, restock: $restock, note: $note) { id status paymentStatus allowedStatuses } }"): typeof import('./graphql').FulfilmentRefusedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FulfilmentReplacement($id: ID!) { order(id: $id) { status replacesOrderId paymentStatus totals { total { paise } } items { size color quantity price { paise } } } }"): typeof import('./graphql').FulfilmentReplacementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FulfilmentCoupons{ coupons(first: 100) { nodes { id usedCount } } }"): typeof import('./graphql').FulfilmentCouponsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FulfilmentDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }"): typeof import('./graphql').FulfilmentDeleteOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FulfilmentShopPolicies { shopPolicies { returnWindowDays } }"): typeof import('./graphql').FulfilmentShopPoliciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FulfilmentUpdateSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { returnWindowDays } } }"): typeof import('./graphql').FulfilmentUpdateSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReturnPhotosRequest($input: RequestReturnInput!) { requestReturn(input: $input) { id photos } }"): typeof import('./graphql').ReturnPhotosRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReturnPhotosOrder($id: ID!) { order(id: $id) { returnRequests { id photos } } }"): typeof import('./graphql').ReturnPhotosOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReturnPhotosProduct($input: ProductInput!) { createProduct(input: $input) { images { url } } }"): typeof import('./graphql').ReturnPhotosProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShiprocketShip($id: ID!, $courierId: Int) { shipWithShiprocket(id: $id, courierId: $courierId) { id status shipment { id shiprocket { progress attempts } } } }"): typeof import('./graphql').ShiprocketShipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShiprocketAdminOrder($id: ID!) { order(id: $id) { id number status paymentStatus\n  totals { total { paise } }\n  refunds { amount { paise } status }\n  history { actor toStatus note customerVisible }\n  shipment { courier courierName trackingNumber trackingUrl trackingStatus expectedDeliveryAt\n    scans { status activity location occurredAt }\n    shiprocket { progress failure attempts shiprocketOrderId labelUrl manifestUrl pickupScheduledFor } } } }"): typeof import('./graphql').ShiprocketAdminOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShiprocketCustomerOrder($id: ID!) { order(id: $id) { id status\n  history { note }\n  shipment { courierName trackingNumber trackingStatus expectedDeliveryAt scans { status occurredAt } shiprocket { progress } } } }"): typeof import('./graphql').ShiprocketCustomerOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShiprocketRates($orderId: ID!) { courierRates(orderId: $orderId) { courierId courierName rate { paise } estimatedDays recommended } }"): typeof import('./graphql').ShiprocketRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShiprocketParcel($input: ShopSettingsInput!) { updateShopSettings(input: $input) { parcel { weightGrams lengthCm breadthCm heightCm } } }"): typeof import('./graphql').ShiprocketParcelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShiprocketProvider { shippingProvider }"): typeof import('./graphql').ShiprocketProviderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShiprocketCancel($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }"): typeof import('./graphql').ShiprocketCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorCodesCart($g: String) { cart(guestId: $g) { lines { variantId } } }"): typeof import('./graphql').ErrorCodesCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorCodesCart2($g: String) { cart(guestId: $g) { lines { problem problemCode } } }"): typeof import('./graphql').ErrorCodesCart2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorCodesCheckCoupon($c: String!) { checkCoupon(code: $c) { discount { paise } } }"): typeof import('./graphql').ErrorCodesCheckCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorCodesCategories { categories { nodes { id } } product(idOrSlug: \"nope\") { id } category(idOrSlug: \"nope\") { id } }"): typeof import('./graphql').ErrorCodesCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorCodesOrder($id: ID!) { order(id: $id) { id } checkout(id: $id) { id } }"): typeof import('./graphql').ErrorCodesOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorCodesCoupon($id: ID!) { coupon(id: $id) { id } catalogImport(id: $id) { id } }"): typeof import('./graphql').ErrorCodesCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorCodesOrder2($id: ID!) { order(id: $id) { id } }"): typeof import('./graphql').ErrorCodesOrder2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ErrorCodesCreateCart{ createCart { guestId cart { itemCount } } }"): typeof import('./graphql').ErrorCodesCreateCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HttpCachingCatalog { products(first: 5) { totalCount } categories { nodes { id } } }"): typeof import('./graphql').HttpCachingCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsUsers { users { nodes { email } } }"): typeof import('./graphql').LimitsUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsMe { me { id } }"): typeof import('./graphql').LimitsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ObservabilityCategories { categories { nodes { id } } }"): typeof import('./graphql').ObservabilityCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OddInputRegister($input: RegisterInput!) { register(input: $input) { token } }"): typeof import('./graphql').OddInputRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OddInputProducts($filter: ProductFilterInput) { products(filter: $filter) { totalCount } }"): typeof import('./graphql').OddInputProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OddInputOrder($id: ID!) { order(id: $id) { totals { total { paise } } } }"): typeof import('./graphql').OddInputOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OddInputCreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }"): typeof import('./graphql').OddInputCreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OutageCategories{ categories { nodes { id } } }"): typeof import('./graphql').OutageCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductPageOneReadUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }"): typeof import('./graphql').ProductPageOneReadUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductionGraphqlIntrospection { __schema { queryType { name } } }"): typeof import('./graphql').ProductionGraphqlIntrospectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductionGraphqlTypeLookup { __type(name: \"Product\") { name } }"): typeof import('./graphql').ProductionGraphqlTypeLookupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StorefrontPagesUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }"): typeof import('./graphql').StorefrontPagesUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StorefrontPagesReview($id: ID!, $input: ReviewInput!) { addReview(productId: $id, input: $input) { id } }"): typeof import('./graphql').StorefrontPagesReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StorefrontPagesDelete($id: ID!) { deleteProduct(id: $id) { id } }"): typeof import('./graphql').StorefrontPagesDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StorefrontPagesHead($slug: String!) { product(idOrSlug: $slug) { pageTitle metaDescription } }"): typeof import('./graphql').StorefrontPagesHeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StorefrontPagesChangeCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id } }"): typeof import('./graphql').StorefrontPagesChangeCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrustedDocumentsProducts { products { totalCount nodes { id name } } }"): typeof import('./graphql').TrustedDocumentsProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrustedDocumentsProducts2 { products { totalCount } }"): typeof import('./graphql').TrustedDocumentsProducts2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobsFailedJobs($first: Int, $after: String) { failedJobs(first: $first, after: $after) { nodes { id name retryCount createdAt failedAt error } totalCount pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').JobsFailedJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JobsRetry($id: ID!) { retryFailedJob(id: $id) }"): typeof import('./graphql').JobsRetryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JobsRequestReset($email: String!) { requestPasswordReset(email: $email) { message } }"): typeof import('./graphql').JobsRequestResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagingConsent($input: MessagingConsentInput!) {\n    setMessagingConsent(input: $input) { phone channel purpose granted }\n  }\n"): typeof import('./graphql').MessagingConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagingOrderMessages($id: ID!) {\n    order(id: $id) {\n      messages { channel purpose recipient template body status attempts lastError providerMessageId deliveryStatus sentAt deliveredAt readAt }\n    }\n  }\n"): typeof import('./graphql').MessagingOrderMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagingCheckoutOrder($id: ID!) { checkout(id: $id) { orderId } }"): typeof import('./graphql').MessagingCheckoutOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagingMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id } }\n"): typeof import('./graphql').MessagingMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagingOffer($campaign: String!, $offer: String!) { sendWhatsAppOffer(campaign: $campaign, offer: $offer) }"): typeof import('./graphql').MessagingOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagingTemplates { messageTemplates { key channel variables body providerTemplate preview quickReplies { payload } } }"): typeof import('./graphql').MessagingTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagingUpdateTemplate($input: UpdateMessageTemplateInput!) { updateMessageTemplate(input: $input) { key body providerTemplate preview updatedAt } }\n"): typeof import('./graphql').MessagingUpdateTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagingPreview($key: String!, $body: String!) { previewMessageTemplate(key: $key, body: $body) }"): typeof import('./graphql').MessagingPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderNumbersOrder($id: ID!) { order(id: $id) { id number invoice { number orderNumber } } }"): typeof import('./graphql').OrderNumbersOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderNumbersSearch($search: String) { orders(filter: { search: $search }, first: 100) { totalCount nodes { id number } } }"): typeof import('./graphql').OrderNumbersSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderNumbersAll { orders(first: 100) { nodes { number } } }"): typeof import('./graphql').OrderNumbersAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderNumbersSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { invoicing { orderPrefix invoicePrefix } } }"): typeof import('./graphql').OrderNumbersSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderPagesMine($first: Int, $after: String) { myOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }"): typeof import('./graphql').OrderPagesMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderPagesAll($first: Int, $after: String) { orders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }"): typeof import('./graphql').OrderPagesAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Order($id: ID!) { order(id: $id) { id status deliveredAt customerEmail customer { firstName lastName } totals { total { paise } } items { name quantity } } }"): typeof import('./graphql').OrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderMyOrders($first: Int, $after: String) { myOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id totals { total { paise } } items { name } } } }"): typeof import('./graphql').OrderMyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Orders($filter: OrderFilterInput, $first: Int, $after: String) {\n  orders(filter: $filter, first: $first, after: $after) {\n    totalCount pageInfo { hasNextPage endCursor }\n    nodes { id status paymentStatus createdAt customerEmail customer { firstName lastName } totals { total { paise } } items { name price { paise } quantity } shippingInfo { firstName lastName } }\n  }\n}"): typeof import('./graphql').OrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status deliveredAt } }"): typeof import('./graphql').OrderSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }"): typeof import('./graphql').OrderDeleteOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderCharts($days: Int!) { salesCharts(days: $days) { daily { date orders revenue { paise } } byStatus { status orders } paymentMix { method orders revenue { paise } } topProducts { name units revenue { paise } } } }"): typeof import('./graphql').OrderChartsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderDashboard($recentCount: Int) { adminDashboard(recentCount: $recentCount) { revenue { paise formatted } orderCount productCount recentOrders { id customer { firstName } totals { total { paise } } status } } }"): typeof import('./graphql').OrderDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Orders2 { orders(first: 101) { totalCount } }"): typeof import('./graphql').Orders2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SummaryPeriod on SalesPeriod {\n  from to revenue { paise } paid { paise } paidOrders averageOrderValue { paise } refunds { paise } refundCount\n  placedOrders byStatus { status orders } codOrders codShare invoiced { paise } invoicedGst { paise }\n}"): typeof import('./graphql').SummaryPeriodFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SummaryOfDays($from: String!, $to: String!) { salesSummary(from: $from, to: $to) { current { ...SummaryPeriod } previous { ...SummaryPeriod } } }"): typeof import('./graphql').SummaryOfDaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SummaryGstMonth($month: String!) { gstReport(month: $month) { invoiceCount creditNoteCount net { charged { paise } totalTax { paise } } } }"): typeof import('./graphql').SummaryGstMonthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SummarySettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { invoicingProblems } }"): typeof import('./graphql').SummarySettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SummaryOrder($id: ID!) { order(id: $id) { totals { total { paise } } paymentStatus refunds { status } creditNotes { number } } }"): typeof import('./graphql').SummaryOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SummaryMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }"): typeof import('./graphql').SummaryMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SummaryRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id } }"): typeof import('./graphql').SummaryRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SummaryManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id } }"): typeof import('./graphql').SummaryManualRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentPagesReconcile($date: String!) { reconcileDayWithProvider(date: $date) }"): typeof import('./graphql').PaymentPagesReconcileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentPagesDifferences($first: Int, $after: String) {\n  reconciliationDifferences(unresolvedOnly: true, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').PaymentPagesDifferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentPagesResolve($id: ID!) { resolveReconciliationDifference(id: $id) { id } }"): typeof import('./graphql').PaymentPagesResolveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentPagesAttention($first: Int, $after: String) {\n  paymentsNeedingAttention(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').PaymentPagesAttentionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentOrderPayment($id: ID!) { order(id: $id) { id status paymentStatus paymentMethod paidAt totals { total { paise } } } }"): typeof import('./graphql').PaymentOrderPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentOrder($id: ID!) { order(id: $id) { payment { provider status providerOrderId providerPaymentId amount { paise } capturedAt events { source type summary } } refunds { id } } }"): typeof import('./graphql').PaymentOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentOrder2($id: ID!) { order(id: $id) { payment { status } } }"): typeof import('./graphql').PaymentOrder2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentSchema { __schema { mutationType { fields { name } } } }"): typeof import('./graphql').PaymentSchemaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentAbandonCheckout($id: ID!) { abandonCheckout(id: $id) { status } }"): typeof import('./graphql').PaymentAbandonCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RazorpayMethodsSet($input: ShopSettingsInput!) {\n  updateShopSettings(input: $input) { payments { razorpayMethods } } }"): typeof import('./graphql').RazorpayMethodsSetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RazorpayMethodsSettings { shopSettings { payments { razorpayMethods } } }"): typeof import('./graphql').RazorpayMethodsSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RazorpayMethodsCheckout($id: ID!) { checkout(id: $id) { orderId razorpay { orderId methods } } }"): typeof import('./graphql').RazorpayMethodsCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RazorpayMethodsOrder($id: ID!) { order(id: $id) { id paymentStatus payment { method attention } } }"): typeof import('./graphql').RazorpayMethodsOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RazorpayCheckoutRazorpay($id: ID!) { checkout(id: $id) { id status paymentStatus orderId redirectUrl paymentUrl razorpay { keyId orderId amount { paise } scriptUrl } } }"): typeof import('./graphql').RazorpayCheckoutRazorpayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RazorpayConfirm($input: ConfirmRazorpayPaymentInput!) { confirmRazorpayPayment(input: $input) { id status paymentStatus orderId redirectUrl } }"): typeof import('./graphql').RazorpayConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RazorpayAbandon($id: ID!) { abandonCheckout(id: $id) { id status } }"): typeof import('./graphql').RazorpayAbandonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RazorpayOrderMoney($id: ID!) { order(id: $id) { id status paymentStatus paidAt totals { total { paise } }\n  paidWith payment { provider status method providerOrderId providerPaymentId attention events { source type summary } }\n  refunds { id amount { paise } status method reason reference failure } } }"): typeof import('./graphql').RazorpayOrderMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RazorpayStrays($id: ID!) { order(id: $id) { id paymentStatus\n  payment { attention strayCaptures { id providerPaymentId amount { paise } refundId } refunds { status amount { paise } } } } }"): typeof import('./graphql').RazorpayStraysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RazorpayNeedingAttentionStrays { paymentsNeedingAttention(first: 100) { nodes { checkoutId orderId orderNumber strayCaptures { id providerPaymentId amount { paise } } } } }"): typeof import('./graphql').RazorpayNeedingAttentionStraysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RazorpayRefundStray($id: ID!) { refundStrayCapture(id: $id) { id status amount { paise } } }"): typeof import('./graphql').RazorpayRefundStrayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RazorpayPaidWith($id: ID!) { order(id: $id) { id paidWith } }"): typeof import('./graphql').RazorpayPaidWithDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RazorpayRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id amount { paise } status method } }"): typeof import('./graphql').RazorpayRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RazorpayManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id amount { paise } status method reference } }"): typeof import('./graphql').RazorpayManualRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RazorpaySetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status paymentStatus } }"): typeof import('./graphql').RazorpaySetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RazorpayNeedingAttention($first: Int = 100, $after: String) { paymentsNeedingAttention(first: $first, after: $after) { nodes { checkoutId status attention refunds { amount { paise } status } } totalCount pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').RazorpayNeedingAttentionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RazorpayPaymentOptions { paymentOptions { provider testMode } }"): typeof import('./graphql').RazorpayPaymentOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReconciliationDay($date: String!) { reconcileDayWithProvider(date: $date) }"): typeof import('./graphql').ReconciliationDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReconciliationDifferences($first: Int = 100, $after: String, $unresolvedOnly: Boolean = false) {\n  reconciliationDifferences(first: $first, after: $after, unresolvedOnly: $unresolvedOnly) {\n    nodes { id date providerPaymentId kind description paymentId shopAmount { paise } providerAmount { paise } resolved }\n    totalCount pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').ReconciliationDifferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReconciliationResolve($id: ID!) { resolveReconciliationDifference(id: $id) { id resolved } }"): typeof import('./graphql').ReconciliationResolveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReconciliationOrderPayment($id: ID!) { order(id: $id) { id payment { id attention } } }"): typeof import('./graphql').ReconciliationOrderPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReconciliationCheckout($id: ID!) { checkout(id: $id) { razorpay { orderId } } }"): typeof import('./graphql').ReconciliationCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodRemittanceRecord($input: CodRemittanceInput!) { recordCodRemittance(input: $input) {\n  id courier receivedOn reference amount { paise } ordersTotal { paise } difference { paise } orders { orderId amount { paise } } } }"): typeof import('./graphql').CodRemittanceRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodRemittanceList($first: Int = 100) { codRemittances(first: $first) {\n  nodes { id reference difference { paise } orders { orderId } } totalCount } }"): typeof import('./graphql').CodRemittanceListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodRemittanceUnremitted($first: Int = 100) { unremittedCodOrders(first: $first) {\n  nodes { orderId amount { paise } deliveredAt } totalCount } }"): typeof import('./graphql').CodRemittanceUnremittedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodRemittanceUnremittedCouriers($first: Int = 100) { unremittedCodOrders(first: $first) {\n  nodes { orderId orderNumber courierName } } }"): typeof import('./graphql').CodRemittanceUnremittedCouriersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodRemittanceOrderNumber($id: ID!) { order(id: $id) { number } }"): typeof import('./graphql').CodRemittanceOrderNumberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodRemittanceMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {\n  updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id } }"): typeof import('./graphql').CodRemittanceMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodRemittanceOrderTotal($id: ID!) { order(id: $id) { totals { total { paise } } deliveredAt } }"): typeof import('./graphql').CodRemittanceOrderTotalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutPagesPayouts($first: Int, $after: String) {\n  payouts(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').PayoutPagesPayoutsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutPagesUnsettled($first: Int, $after: String) {\n  unsettledPayments(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { orderId providerPaymentId } }\n}"): typeof import('./graphql').PayoutPagesUnsettledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutPagesRemittances($first: Int, $after: String) {\n  codRemittances(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').PayoutPagesRemittancesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutPagesUnremitted($first: Int, $after: String) {\n  unremittedCodOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { orderId } }\n}"): typeof import('./graphql').PayoutPagesUnremittedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayoutPagesRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }"): typeof import('./graphql').PayoutPagesRecordDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayoutPagesRecordRemittance($input: CodRemittanceInput!) { recordCodRemittance(input: $input) { id } }"): typeof import('./graphql').PayoutPagesRecordRemittanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayoutsRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }"): typeof import('./graphql').PayoutsRecordDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutsList($first: Int = 100, $after: String) { payouts(first: $first, after: $after) {\n  nodes { id settlementId utr settledAt amount { paise } fees { paise } tax { paise } } totalCount } }"): typeof import('./graphql').PayoutsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutsOne($id: ID!) { payout(id: $id) { payout { settlementId }\n  lines { entityId kind providerPaymentId orderId amount { paise } fee { paise } tax { paise } net { paise } } } }"): typeof import('./graphql').PayoutsOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutsUnsettled($first: Int = 100) { unsettledPayments(first: $first) {\n  nodes { orderId providerPaymentId amount { paise } capturedAt } totalCount } }"): typeof import('./graphql').PayoutsUnsettledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayoutsCsvRecordDay($date: String!) { recordSettlementsOfDay(date: $date) }"): typeof import('./graphql').PayoutsCsvRecordDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayoutsCsvRemit($input: CodRemittanceInput!) { recordCodRemittance(input: $input) { id } }"): typeof import('./graphql').PayoutsCsvRemitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutsCsvOrderNumber($id: ID!) { order(id: $id) { number } }"): typeof import('./graphql').PayoutsCsvOrderNumberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogAdminCreate($input: ProductInput!) { createProduct(input: $input) {\n  id slug sku name brand collection description countInStock weight sizes colors tags material gender rating numReviews\n  isPublished isFeatured price { amount } discountPrice { amount } dimensions { length width height } category { name }\n} }"): typeof import('./graphql').CatalogAdminCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogAdminUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id slug name sku rating numReviews description price { amount } } }"): typeof import('./graphql').CatalogAdminUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogAdminDelete($id: ID!) { deleteProduct(id: $id) { id } }"): typeof import('./graphql').CatalogAdminDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogAdminHandle($slug: String!) { product(idOrSlug: $slug) { id name } }"): typeof import('./graphql').CatalogAdminHandleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogAdminHandleCreate($input: ProductInput!) { createProduct(input: $input) { id slug seoTitle seoDescription } }"): typeof import('./graphql').CatalogAdminHandleCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogAdminRead($id: String!) { product(idOrSlug: $id) {\n      name price { paise } discountPrice { paise } tags countInStock isPublished variants { size countInStock priceOverride { paise } }\n    } }"): typeof import('./graphql').CatalogAdminReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogAdminAddReview($id: ID!) { addReview(productId: $id, input: { rating: 5, comment: \"Nice\" }) { id } }"): typeof import('./graphql').CatalogAdminAddReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogAdminProduct($s: String!) { product(idOrSlug: $s) { id } }"): typeof import('./graphql').CatalogAdminProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogImagesCreate($input: ProductInput!) { createProduct(input: $input) {\n  id images { url altText srcSet jpegSrcSet: srcSet(format: JPEG) files { url width format } }\n} }"): typeof import('./graphql').CatalogImagesCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogImagesUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { images { url altText } } }"): typeof import('./graphql').CatalogImagesUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogImagesDelete($id: ID!) { deleteProduct(id: $id) { id } }"): typeof import('./graphql').CatalogImagesDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogImagesCreate2($input: CategoryInput!) { createCategory(input: $input) { id image { url altText files { url } } } }"): typeof import('./graphql').CatalogImagesCreate2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogImagesDeleteCategory($id: ID!) { deleteCategory(id: $id) { id } }"): typeof import('./graphql').CatalogImagesDeleteCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListNewArrivalsLimit($limit: Int!) { newArrivals(limit: $limit) { name } }"): typeof import('./graphql').CatalogListNewArrivalsLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListBestSellersLimit($limit: Int!) { bestSellers(limit: $limit) { name } }"): typeof import('./graphql').CatalogListBestSellersLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListList($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) {\n    totalCount\n    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    nodes { name }\n    edges { cursor node { name } }\n  }\n}"): typeof import('./graphql').CatalogListListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListFacets($filter: ProductFilterInput) {\n  products(filter: $filter, first: 1) {\n    totalCount\n    facets {\n      colors { value count } sizes { value count } materials { value count } genders { value count } brands { value count }\n      price { min { amount } max { amount } }\n    }\n  }\n}"): typeof import('./graphql').CatalogListFacetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListProduct($key: String!) { product(idOrSlug: $key) { name isPublished } }"): typeof import('./graphql').CatalogListProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListCategories($all: Boolean!, $first: Int, $after: String) {\n      categories(includeUnpublished: $all, first: $first, after: $after) { nodes { slug } totalCount pageInfo { hasNextPage endCursor } }\n    }"): typeof import('./graphql').CatalogListCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListCategory($slug: String!) { category(idOrSlug: $slug) { name } }"): typeof import('./graphql').CatalogListCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListShelves($slug: String!) {\n    newArrivals(limit: 3) { name }\n    bestSellers(limit: 4) { name }\n    similarProducts(idOrSlug: $slug) { name }\n  }"): typeof import('./graphql').CatalogListShelvesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListBothShelves { newArrivals(limit: 20) { name } bestSellers(limit: 20) { name } }"): typeof import('./graphql').CatalogListBothShelvesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListBestSellers { bestSellers(limit: 3) { name } }"): typeof import('./graphql').CatalogListBestSellersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListSimilarProducts($slug: String!) { similarProducts(idOrSlug: $slug) { name } }"): typeof import('./graphql').CatalogListSimilarProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogListProduct2 { product(idOrSlug: \"city-laptop-backpack\") {\n      slug price { amount paise formatted } discountPrice { amount } unitPrice { formatted }\n      category { slug } colors sizes material gender brand collection rating numReviews\n    } }"): typeof import('./graphql').CatalogListProduct2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogPagesProducts($search: String, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: { search: $search }, sort: $sort, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id name } }\n}"): typeof import('./graphql').CatalogPagesProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogPagesReviews($slug: String!, $first: Int, $after: String) {\n  product(idOrSlug: $slug) { reviews(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }\n}"): typeof import('./graphql').CatalogPagesReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogPagesCategories($first: Int, $after: String) {\n  categories(includeUnpublished: true, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').CatalogPagesCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogPagesOptionValues($first: Int, $after: String) {\n  productOptionValues(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').CatalogPagesOptionValuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogPagesDeleteOptionValue($id: ID!) { deleteProductOptionValue(id: $id) { id } }"): typeof import('./graphql').CatalogPagesDeleteOptionValueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogQueriesPage($size: Int!, $search: String) {\n  products(first: $size, filter: { search: $search }) {\n    totalCount\n    nodes {\n      id name slug price { formatted } discountPrice { formatted } unitPrice { amount }\n      category { name slug }\n      images { url altText srcSet files { url width } }\n      reviews(first: 2) { nodes { rating comment authorName } }\n      variants { countInStock }\n    }\n    facets { colors { value count } sizes { value count } price { min { amount } max { amount } } }\n  }\n}"): typeof import('./graphql').CatalogQueriesPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogQueriesNewArrivals($size: Int!) { newArrivals(limit: $size) { name category { name } reviews { nodes { authorName } } } }"): typeof import('./graphql').CatalogQueriesNewArrivalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogQueriesBestSellers($size: Int!) { bestSellers(limit: $size) { name category { name } reviews { nodes { authorName } } } }"): typeof import('./graphql').CatalogQueriesBestSellersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogQueriesFacets { products(filter: { colors: [\"red\"] }) { totalCount facets { colors { value count } } } }"): typeof import('./graphql').CatalogQueriesFacetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogQueriesProduct($id: String!) { product(idOrSlug: $id) { name category { id } } }"): typeof import('./graphql').CatalogQueriesProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogQueriesUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }"): typeof import('./graphql').CatalogQueriesUpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogResponseCacheProduct($slug: String!) { product(idOrSlug: $slug) { name countInStock rating numReviews } }"): typeof import('./graphql').CatalogResponseCacheProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogResponseCacheProduct2($s: String!) { product(idOrSlug: $s) { countInStock } }"): typeof import('./graphql').CatalogResponseCacheProduct2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogResponseCacheMe($s: String!) { me { id } product(idOrSlug: $s) { countInStock } }"): typeof import('./graphql').CatalogResponseCacheMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogResponseCacheUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }"): typeof import('./graphql').CatalogResponseCacheUpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogResponseCacheProduct3($slug: String!) { product(idOrSlug: $slug) { description countInStock } }"): typeof import('./graphql').CatalogResponseCacheProduct3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogResponseCacheAddReview($id: ID!) { addReview(productId: $id, input: { rating: 4, comment: \"Good\" }) { id } }"): typeof import('./graphql').CatalogResponseCacheAddReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogResponseCacheSimilarProducts { similarProducts(idOrSlug: \"not-yet-there\") { name } }"): typeof import('./graphql').CatalogResponseCacheSimilarProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogResponseCacheDescribed($slug: String!) { product(idOrSlug: $slug) { name description } }"): typeof import('./graphql').CatalogResponseCacheDescribedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkPublish($ids: [ID!]!) { publishProducts(ids: $ids) { id isPublished } }"): typeof import('./graphql').BulkPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkUnpublish($ids: [ID!]!) { unpublishProducts(ids: $ids) { id isPublished } }"): typeof import('./graphql').BulkUnpublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkDelete($ids: [ID!]!) { deleteProducts(ids: $ids) { id } }"): typeof import('./graphql').BulkDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BulkList($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) { totalCount nodes { id name isPublished } pageInfo { hasNextPage endCursor } }\n}"): typeof import('./graphql').BulkListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductOptionsValues($kind: ProductOptionKind, $first: Int = 100, $after: String) { productOptionValues(kind: $kind, first: $first, after: $after) { nodes { id kind name swatch productCount } totalCount pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').ProductOptionsValuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductOptionsOptions{ productOptions { sizes colors materials colorSwatches { name hex } } }"): typeof import('./graphql').ProductOptionsOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductOptionsAdd($input: ProductOptionValueInput!) { addProductOptionValue(input: $input) { id kind name swatch productCount } }"): typeof import('./graphql').ProductOptionsAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductOptionsRemove($id: ID!) { deleteProductOptionValue(id: $id) { id } }"): typeof import('./graphql').ProductOptionsRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductOptionsCreate($input: ProductInput!) { createProduct(input: $input) { id colors sizes material } }"): typeof import('./graphql').ProductOptionsCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductOptionsFiltered($filter: ProductFilterInput) { products(filter: $filter) { nodes { name colors } facets { colors { value count } sizes { value count } } } }"): typeof import('./graphql').ProductOptionsFilteredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VariantPricesCreate($input: ProductInput!) { createProduct(input: $input) { id } }"): typeof import('./graphql').VariantPricesCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VariantPricesList($filter: ProductFilterInput, $sort: ProductSort, $size: Int) {\n  products(filter: $filter, sort: $sort, first: $size) {\n    nodes { name unitPrice { paise } fromPrice { paise formatted } }\n    facets { price { min { paise } max { paise } } }\n  }\n}"): typeof import('./graphql').VariantPricesListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VariantsCreate($input: ProductInput!) { createProduct(input: $input) { id slug countInStock sizes colors variants { id sku size color countInStock price { paise } unitPrice { paise } priceOverride { paise } images { url } } } }"): typeof import('./graphql').VariantsCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VariantsUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id countInStock sizes colors variants { id sku size color countInStock } } }"): typeof import('./graphql').VariantsUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VariantsSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }"): typeof import('./graphql').VariantsSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VariantsOrder($id: ID!) { order(id: $id) { items { variantId sku size color price { paise } quantity } } }"): typeof import('./graphql').VariantsOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VariantsCart { cart { lines { variantId sku size color unitPrice { paise } inStock problem } } }"): typeof import('./graphql').VariantsCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VariantsProductOptions { productOptions { sizes colors materials } }"): typeof import('./graphql').VariantsProductOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VariantsAddToCart($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }"): typeof import('./graphql').VariantsAddToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VariantsAddToCart2($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }"): typeof import('./graphql').VariantsAddToCart2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VariantsAddToCart3($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }"): typeof import('./graphql').VariantsAddToCart3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VariantsFilter($f: ProductFilterInput) { products(filter: $f) { nodes { id } facets { colors { value count } sizes { value count } } } }"): typeof import('./graphql').VariantsFilterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogReviewsReview($id: ID!, $input: ReviewInput!) { addReview(productId: $id, input: $input) {\n  rating numReviews reviews { nodes { rating comment authorName } }\n} }"): typeof import('./graphql').CatalogReviewsReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogReviewsProduct($slug: String!, $first: Int, $after: String) { product(idOrSlug: $slug) {\n  rating numReviews reviews(first: $first, after: $after) { nodes { rating comment authorName createdAt } totalCount pageInfo { hasNextPage endCursor } }\n} }"): typeof import('./graphql').CatalogReviewsProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchSuggestionsSuggest($text: String!) { searchSuggestions(text: $text) { text categories { name slug } products { name slug category { name } } } }"): typeof import('./graphql').SearchSuggestionsSuggestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogSearchSearch($filter: ProductFilterInput, $sort: ProductSort) {\n  products(filter: $filter, sort: $sort, first: 50) { totalCount nodes { name } facets { colors { value count } } }\n}"): typeof import('./graphql').CatalogSearchSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogSearchRenameCategory($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id } }"): typeof import('./graphql').CatalogSearchRenameCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogSearchRecolour($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }"): typeof import('./graphql').CatalogSearchRecolourDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShopPoliciesFields on ShopPolicies { shippingArea deliveryFee { paise formatted } freeDeliveryAbove { paise } giftWrapFee { paise } dispatchDays deliveryDaysFrom deliveryDaysTo returnWindowDays }"): typeof import('./graphql').ShopPoliciesFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShopPoliciesUpdate($input: ShopSettingsInput!) { updateShopSettings(input: $input) { policies { ...ShopPoliciesFields } invoicing { invoicePrefix } } }"): typeof import('./graphql').ShopPoliciesUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopPoliciesServed { shopPolicies { ...ShopPoliciesFields } }"): typeof import('./graphql').ShopPoliciesServedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopPolicies { shopPolicies { deliveryFee { paise } deliveryDaysTo returnWindowDays } }"): typeof import('./graphql').ShopPoliciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopPoliciesSettings { shopSettings { policies { ...ShopPoliciesFields } invoicing { invoicePrefix creditNotePrefix } gst { deliveryRate deliverySac giftWrapHsn } cod { maxOrderValue { paise } fee { paise } refusalLimit } } }"): typeof import('./graphql').ShopPoliciesSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShopPoliciesClearLimit{ updateShopSettings(input: { cod: { refusalLimit: null } }) { cod { refusalLimit fee { paise } } } }"): typeof import('./graphql').ShopPoliciesClearLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopPolicies2 { shopPolicies { deliveryFee { paise } } }"): typeof import('./graphql').ShopPolicies2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShopPromisesSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { payments { razorpayMethods } } }"): typeof import('./graphql').ShopPromisesSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShopPromisesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }"): typeof import('./graphql').ShopPromisesCreateRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShopPromisesDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }"): typeof import('./graphql').ShopPromisesDeleteRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopPromisesStated { paymentOptions { online cashOnDelivery } shopPolicies { deliveryEstimate } }"): typeof import('./graphql').ShopPromisesStatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffPreview($token: String!) { staffInvitation(token: $token) { email hasAccount } }"): typeof import('./graphql').StaffPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffInvitations { staffInvitations { id email status } }"): typeof import('./graphql').StaffInvitationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffResend($id: ID!) { resendStaffInvitation(id: $id) { id status } }"): typeof import('./graphql').StaffResendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffRevoke($id: ID!) { revokeStaffInvitation(id: $id) { id status } }"): typeof import('./graphql').StaffRevokeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffAccountsMembers { staffMembers { id email status isShopOwner secondFactorEnabled role { name } } }"): typeof import('./graphql').StaffAccountsMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffAccountsPermissions { me { permissions } }"): typeof import('./graphql').StaffAccountsPermissionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSuspend($userId: ID!) { suspendStaff(userId: $userId) { message } }"): typeof import('./graphql').StaffSuspendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffReactivate($userId: ID!) { reactivateStaff(userId: $userId) { message } }"): typeof import('./graphql').StaffReactivateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffRemove($userId: ID!) { removeStaff(userId: $userId) { message } }"): typeof import('./graphql').StaffRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffMyOrders { myOrders(first: 10) { nodes { id } } }"): typeof import('./graphql').StaffMyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffRolesMe { me { id role permissions } }"): typeof import('./graphql').StaffRolesMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffRoles { staffRoles { id name isOwner permissions } }"): typeof import('./graphql').StaffRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffRolesMembers { staffMembers { id email isShopOwner role { name } } }"): typeof import('./graphql').StaffRolesMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffCreateRole($input: StaffRoleInput!) { createStaffRole(input: $input) { id name permissions isOwner } }"): typeof import('./graphql').StaffCreateRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffUpdateRole($id: ID!, $input: UpdateStaffRoleInput!) { updateStaffRole(id: $id, input: $input) { id name permissions } }"): typeof import('./graphql').StaffUpdateRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffDeleteRole($id: ID!) { deleteStaffRole(id: $id) { id } }"): typeof import('./graphql').StaffDeleteRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffAssignRole($userId: ID!, $roleId: ID!) { assignStaffRole(userId: $userId, roleId: $roleId) { id role { name } } }"): typeof import('./graphql').StaffAssignRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }"): typeof import('./graphql').StaffCreateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffBeginEnrolment($input: SecondFactorEnrolmentInput!) { beginSecondFactorEnrolment(input: $input) { secret otpauthUri qrCodeSvg } }"): typeof import('./graphql').StaffBeginEnrolmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffConfirmEnrolment($input: ConfirmSecondFactorInput!) { confirmSecondFactorEnrolment(input: $input) { recoveryCodes session { token user { id secondFactorEnabled } } } }"): typeof import('./graphql').StaffConfirmEnrolmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffCompleteSignIn($input: CompleteStaffSignInInput!) { completeStaffSignIn(input: $input) { token user { id } } }"): typeof import('./graphql').StaffCompleteSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffRequireSecondFactor($required: Boolean!) { setStaffSecondFactorRequired(required: $required) { secondFactorRequired } }"): typeof import('./graphql').StaffRequireSecondFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffAccountsRoles { staffRoles { id name } }"): typeof import('./graphql').StaffAccountsRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffInvite($input: InviteStaffInput!) { inviteStaff(input: $input) { id email roleId status expiresAt } }"): typeof import('./graphql').StaffInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffAccept($input: AcceptStaffInvitationInput!) { acceptStaffInvitation(input: $input) { next secondStepToken session { token user { id role } } } }"): typeof import('./graphql').StaffAcceptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSignIn($input: LoginInput!) { staffSignIn(input: $input) { next secondStepToken session { token user { id } } } }"): typeof import('./graphql').StaffSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffAccountsLogin($input: LoginInput!) { login(input: $input) { token user { id role } } }"): typeof import('./graphql').StaffAccountsLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffAccountsMe { me { id role suspendedAt secondFactorEnabled } }"): typeof import('./graphql').StaffAccountsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestCreateCategory($input: CategoryInput!) { createCategory(input: $input) { id slug name } }"): typeof import('./graphql').TestCreateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestCreateProduct($input: ProductInput!) { createProduct(input: $input) { id slug name sku } }"): typeof import('./graphql').TestCreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestCart($guestId: String) { cart(guestId: $guestId) { ...CartFields } }"): typeof import('./graphql').TestCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestAddToCart($input: AddToCartInput!) { addToCart(input: $input) { ...CartFields } }"): typeof import('./graphql').TestAddToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestUpdateCartLine($input: UpdateCartLineInput!) { updateCartLine(input: $input) { ...CartFields } }"): typeof import('./graphql').TestUpdateCartLineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestRemoveFromCart($lineId: ID!, $guestId: String) { removeFromCart(lineId: $lineId, guestId: $guestId) { ...CartFields } }"): typeof import('./graphql').TestRemoveFromCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestClearCart($guestId: String) { clearCart(guestId: $guestId) { ...CartFields } }"): typeof import('./graphql').TestClearCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestMergeGuestCart($guestId: String!) { mergeGuestCart(guestId: $guestId) { ...CartFields } }"): typeof import('./graphql').TestMergeGuestCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestCheckCoupon($code: String!) { checkCoupon(code: $code) { coupon { code discountType percentOff amountOff { paise } status } discount { paise } totals { ...TotalsFields } } }"): typeof import('./graphql').TestCheckCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestCreateCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { ...CheckoutFields } }"): typeof import('./graphql').TestCreateCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestFinalizeCheckout($id: ID!) { finalizeCheckout(id: $id) { ...CheckoutFields } }"): typeof import('./graphql').TestFinalizeCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestCheckout($id: ID!) { checkout(id: $id) { ...CheckoutFields } }"): typeof import('./graphql').TestCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestCreateCoupon($input: CouponInput!) { createCoupon(input: $input) { id code discountType percentOff amountOff { paise } active expiresAt status } }"): typeof import('./graphql').TestCreateCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestUpdateCoupon($id: ID!, $input: UpdateCouponInput!) { updateCoupon(id: $id, input: $input) { id code discountType percentOff amountOff { paise } active expiresAt status } }"): typeof import('./graphql').TestUpdateCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestCheckoutOrder($id: ID!) { checkout(id: $id) { orderId } }"): typeof import('./graphql').TestCheckoutOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestMoveOrder($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }"): typeof import('./graphql').TestMoveOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestOrderItems($id: ID!) { order(id: $id) { items { id } } }"): typeof import('./graphql').TestOrderItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestOrderNumber($id: ID!) { order(id: $id) { number } }"): typeof import('./graphql').TestOrderNumberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MoneyFields on Money {\n  paise\n  amount\n  formatted\n}\n\nfragment TotalsFields on PriceBreakdown {\n  subtotal {\n    ...MoneyFields\n  }\n  giftWrap {\n    ...MoneyFields\n  }\n  delivery {\n    ...MoneyFields\n  }\n  discount {\n    ...MoneyFields\n  }\n  total {\n    ...MoneyFields\n  }\n}\n\nfragment CartFields on Cart {\n  itemCount\n  lines {\n    id\n    productId\n    name\n    slug\n    size\n    color\n    quantity\n    giftWrap\n    unitPrice {\n      ...MoneyFields\n    }\n    lineTotal {\n      ...MoneyFields\n    }\n    problem\n    image {\n      url\n    }\n  }\n  totals {\n    ...TotalsFields\n  }\n}\n\nfragment CheckoutFields on Checkout {\n  id\n  createdAt\n  status\n  paymentMethod\n  paymentStatus\n  paymentUrl\n  redirectUrl\n  orderId\n  expiresAt\n  couponCode\n  totals {\n    ...TotalsFields\n  }\n  shippingInfo {\n    firstName\n    phoneNo\n    postalCode\n  }\n}"): typeof import('./graphql').MoneyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportRazorpayCheckout($id: ID!) { checkout(id: $id) { orderId razorpay { orderId } } }"): typeof import('./graphql').SupportRazorpayCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffRoleIds { staffRoles { id name } }"): typeof import('./graphql').StaffRoleIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffAssignForTest($userId: ID!, $roleId: ID!) { assignStaffRole(userId: $userId, roleId: $roleId) { id } }"): typeof import('./graphql').StaffAssignForTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffLogin($input: LoginInput!) { login(input: $input) { token } }"): typeof import('./graphql').StaffLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').TestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').TestRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GstAmounts on TaxAmounts { charged { paise } taxable { paise } cgst { paise } sgst { paise } igst { paise } totalTax { paise formatted } }"): typeof import('./graphql').GstAmountsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GstSettings on ShopSettings {\n  seller { legalName gstin address state stateCode }\n  invoicing { invoicePrefix creditNotePrefix }\n  gst { deliveryRate deliverySac giftWrapRate giftWrapHsn defaultGoodsRate defaultGoodsHsn }\n  invoicingProblems\n}"): typeof import('./graphql').GstSettingsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstShopSettings { shopSettings { ...GstSettings } }"): typeof import('./graphql').GstShopSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GstUpdateShopSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { ...GstSettings } }"): typeof import('./graphql').GstUpdateShopSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GstAddRate($input: GstRateInput!) { addGstRate(input: $input) { id hsn rate effectiveFrom categoryId productId } }"): typeof import('./graphql').GstAddRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GstDeleteRate($id: ID!) { deleteGstRate(id: $id) { id } }"): typeof import('./graphql').GstDeleteRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstOrderTax($id: ID!) { order(id: $id) {\n  id totals { total { paise } }\n  items { id tax { hsn rate amounts { taxable { paise } } } }\n  invoice { number issuedAt placeOfSupply placeOfSupplyCode supplyType pdfUrl amounts { ...GstAmounts }\n    lines { kind description hsn quantity rate gross { paise } discount { paise } amounts { ...GstAmounts } } }\n  creditNotes { number reason pdfUrl amounts { ...GstAmounts } lines { description hsn quantity amounts { ...GstAmounts } } }\n} }"): typeof import('./graphql').GstOrderTaxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GstSetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }"): typeof import('./graphql').GstSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GstDeleteOrder($id: ID!) { deleteOrder(id: $id) { id } }"): typeof import('./graphql').GstDeleteOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GstManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id status } }"): typeof import('./graphql').GstManualRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GstRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id status } }"): typeof import('./graphql').GstRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstCheckoutOrderId($id: ID!) { checkout(id: $id) { orderId } }"): typeof import('./graphql').GstCheckoutOrderIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GstRequestReturn($input: RequestReturnInput!) { requestReturn(input: $input) { id } }"): typeof import('./graphql').GstRequestReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GstDecideReturn($id: ID!, $approve: Boolean!) { decideReturn(id: $id, approve: $approve) { id } }"): typeof import('./graphql').GstDecideReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GstReceiveReturn($id: ID!, $input: ReceiveReturnInput!) { receiveReturn(id: $id, input: $input) { id status } }"): typeof import('./graphql').GstReceiveReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstReport($month: String!) { gstReport(month: $month) {\n  month invoiceCount creditNoteCount net { ...GstAmounts } creditNotes { ...GstAmounts }\n  byRate { rate amounts { ...GstAmounts } }\n  byStateAndRate { placeOfSupply placeOfSupplyCode supplyType rate amounts { ...GstAmounts } }\n  hsnSummary { hsn rate quantity kinds amounts { ...GstAmounts } }\n  b2cl { invoiceNumber invoiceDate invoiceValue { paise } placeOfSupplyCode rate amounts { ...GstAmounts } }\n  b2clCreditNotes { creditNoteNumber invoiceNumber amounts { ...GstAmounts } }\n  b2csCsvPath hsnCsvPath b2clCsvPath cdnurCsvPath\n} }"): typeof import('./graphql').GstReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstCheckoutGst($state: String!, $couponCode: String) { checkoutGst(shippingState: $state, couponCode: $couponCode) { ...GstAmounts } }"): typeof import('./graphql').GstCheckoutGstDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstRates($c: ID) { gstRates(categoryId: $c) { nodes { id effectiveFrom } } }"): typeof import('./graphql').GstRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstRates2($c: ID, $first: Int, $after: String) { gstRates(categoryId: $c, first: $first, after: $after) { nodes { effectiveFrom } totalCount pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').GstRates2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstCheckout($id: ID!) { checkout(id: $id) { orderId } }"): typeof import('./graphql').GstCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstOrder($id: ID!) { order(id: $id) { refunds { status amount { paise } } invoice { amounts { charged { paise } } } creditNotes { reason amounts { charged { paise } } } } }"): typeof import('./graphql').GstOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GstList($n: Int!) { orders(first: $n) { nodes { id invoice { number lines { hsn } } creditNotes { number lines { hsn } } } } }"): typeof import('./graphql').GstListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TaxPagesRates($first: Int, $after: String) {\n  gstRates(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id effectiveFrom } }\n}"): typeof import('./graphql').TaxPagesRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TaxPagesAddRate($input: GstRateInput!) { addGstRate(input: $input) { id } }"): typeof import('./graphql').TaxPagesAddRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TaxPagesDeleteRate($id: ID!) { deleteGstRate(id: $id) { id } }"): typeof import('./graphql').TaxPagesDeleteRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookPagesCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }"): typeof import('./graphql').WebhookPagesCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookPagesDelete($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }"): typeof import('./graphql').WebhookPagesDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookPagesEndpoints($first: Int, $after: String) {\n  webhookEndpoints(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').WebhookPagesEndpointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookPagesDeliveries($endpointId: ID!, $first: Int, $after: String) {\n  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } }\n}"): typeof import('./graphql').WebhookPagesDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhooksEndpoint on WebhookEndpoint { id url events description enabled createdAt }"): typeof import('./graphql').WebhooksEndpointFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ...WebhooksEndpoint } } }"): typeof import('./graphql').WebhooksCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksUpdate($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ...WebhooksEndpoint } }"): typeof import('./graphql').WebhooksUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksRotate($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { id } } }"): typeof import('./graphql').WebhooksRotateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksDelete($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }"): typeof import('./graphql').WebhooksDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksDeliveries($endpointId: ID!, $status: WebhookDeliveryStatus) { webhookDeliveries(endpointId: $endpointId, status: $status) {\n  totalCount nodes { id event status attempts responseStatus lastError body } } }"): typeof import('./graphql').WebhooksDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksRedeliver($id: ID!) { redeliverWebhook(id: $id) { id status } }"): typeof import('./graphql').WebhooksRedeliverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksUpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }"): typeof import('./graphql').WebhooksUpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }"): typeof import('./graphql').WebhooksMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksWebhookEndpoints { webhookEndpoints(first: 100) { nodes { id } } }"): typeof import('./graphql').WebhooksWebhookEndpointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksRecordRefusedDelivery($id: ID!) { recordRefusedDelivery(id: $id, restock: true) { id } }"): typeof import('./graphql').WebhooksRecordRefusedDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksList { webhookEndpoints { totalCount } }"): typeof import('./graphql').WebhooksListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Wishlist { wishlist { addedAt product { id name category { name } } } }"): typeof import('./graphql').WishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WishlistAdd($productId: ID!) { addToWishlist(productId: $productId) { product { id } } }"): typeof import('./graphql').WishlistAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WishlistRemove($productId: ID!) { removeFromWishlist(productId: $productId) { product { id } } }"): typeof import('./graphql').WishlistRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WishlistMerge($productIds: [ID!]!) { mergeGuestWishlist(productIds: $productIds) { product { id } } }"): typeof import('./graphql').WishlistMergeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WishlistByIds($ids: [ID!]!) { productsByIds(ids: $ids) { id name } }"): typeof import('./graphql').WishlistByIdsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
