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
    "mutation Logout {\n  logout {\n    message\n  }\n}": typeof types.LogoutDocument,
    "fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  signInPhone\n  role\n  permissions\n  phone\n  address\n  city\n  state\n  postalCode\n}": typeof types.SessionUserFragmentDoc,
    "mutation AddReview($productId: ID!, $input: ReviewInput!) {\n  addReview(productId: $productId, input: $input) {\n    id\n    rating\n    numReviews\n    reviews {\n      ...ProductReviewPage\n    }\n  }\n}": typeof types.AddReviewDocument,
    "mutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartDetails\n  }\n}": typeof types.AddToCartDocument,
    "mutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistEntry\n  }\n}": typeof types.AddToWishlistDocument,
    "mutation ApplyCoupon($code: String!, $guestId: String) {\n  applyCoupon(code: $code, guestId: $guestId) {\n    ...CartDetails\n  }\n}": typeof types.ApplyCouponDocument,
    "query BestSellers($limit: Int!) {\n  bestSellers(limit: $limit) {\n    ...ProductCard\n  }\n}": typeof types.BestSellersDocument,
    "query Cart($guestId: String) {\n  cart(guestId: $guestId) {\n    ...CartDetails\n  }\n}": typeof types.CartDocument,
    "fragment CartDetails on Cart {\n  itemCount\n  couponCode\n  couponNotice\n  lines {\n    id\n    productId\n    variantId\n    inStock\n    slug\n    name\n    image {\n      url\n      altText\n      srcSet\n    }\n    size\n    color\n    quantity\n    giftWrap\n    unitPrice {\n      formatted\n    }\n    lineTotal {\n      formatted\n    }\n    problem\n    problemCode\n  }\n  totals {\n    ...PriceTotals\n  }\n}": typeof types.CartDetailsFragmentDoc,
    "query CheckoutGst($shippingState: String!, $couponCode: String) {\n  checkoutGst(shippingState: $shippingState, couponCode: $couponCode) {\n    totalTax {\n      formatted\n      paise\n    }\n  }\n}": typeof types.CheckoutGstDocument,
    "query CodAvailability($pincode: String) {\n  codAvailability(pincode: $pincode) {\n    available\n    reason\n    fee {\n      formatted\n      paise\n    }\n    totalWithFee {\n      formatted\n      paise\n    }\n  }\n}": typeof types.CodAvailabilityDocument,
    "query CollectionCategory($slug: String!) {\n  category(idOrSlug: $slug) {\n    id\n    name\n    slug\n    description\n    seoTitle\n    seoDescription\n  }\n}": typeof types.CollectionCategoryDocument,
    "query CollectionProducts($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) {\n    nodes {\n      ...ProductCard\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    facets {\n      genders {\n        value\n        count\n      }\n      colors {\n        value\n        count\n      }\n      materials {\n        value\n        count\n      }\n      sizes {\n        value\n        count\n      }\n      price {\n        min {\n          paise\n        }\n        max {\n          paise\n        }\n      }\n    }\n  }\n}": typeof types.CollectionProductsDocument,
    "query ColorSwatches {\n  productOptions {\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}": typeof types.ColorSwatchesDocument,
    "mutation ConfirmNewsletterSubscription($token: String!) {\n  confirmNewsletterSubscription(token: $token) {\n    message\n  }\n}": typeof types.ConfirmNewsletterSubscriptionDocument,
    "mutation CreateCart {\n  createCart {\n    guestId\n    cart {\n      ...CartDetails\n    }\n  }\n}": typeof types.CreateCartDocument,
    "mutation CreateCheckout($input: CreateCheckoutInput!) {\n  createCheckout(input: $input) {\n    ...CheckoutNext\n  }\n}\n\nfragment CheckoutNext on Checkout {\n  id\n  status\n  paymentMethod\n  paymentUrl\n  redirectUrl\n  orderId\n  razorpay {\n    keyId\n    orderId\n    amount {\n      paise\n    }\n    scriptUrl\n    methods\n  }\n}": typeof types.CreateCheckoutDocument,
    "fragment CustomerAddress on CustomerAddress {\n  id\n  label\n  firstName\n  lastName\n  address\n  city\n  state\n  postalCode\n  phoneNo\n  isDefault\n}": typeof types.CustomerAddressFragmentDoc,
    "mutation DeleteAddress($id: ID!) {\n  deleteAddress(id: $id) {\n    id\n  }\n}": typeof types.DeleteAddressDocument,
    "query DeliveryEstimate($pincode: String!) {\n  deliveryEstimate(pincode: $pincode) {\n    pincode\n    deliverable\n    codAvailable\n    message\n  }\n}": typeof types.DeliveryEstimateDocument,
    "query HomePage {\n  bannerSlides {\n    nodes {\n      id\n      altText\n      headline\n      text\n      buttonLabel\n      link\n      desktopImage {\n        url\n        srcSet\n      }\n      mobileImage {\n        url\n        srcSet\n      }\n    }\n  }\n  categories(first: 100) {\n    nodes {\n      id\n      name\n      slug\n      image {\n        url\n        altText\n        srcSet\n      }\n    }\n  }\n  newArrivals(limit: 8) {\n    ...ProductCard\n  }\n  bestSellers(limit: 4) {\n    ...ProductCard\n  }\n}": typeof types.HomePageDocument,
    "query IndianStates {\n  indianStates {\n    code\n    name\n  }\n}": typeof types.IndianStatesDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.LoginDocument,
    "query Me {\n  me {\n    ...SessionUser\n  }\n}": typeof types.MeDocument,
    "mutation MergeGuestCart($guestId: String!) {\n  mergeGuestCart(guestId: $guestId) {\n    ...CartDetails\n  }\n}": typeof types.MergeGuestCartDocument,
    "mutation MergeGuestWishlist($productIds: [ID!]!) {\n  mergeGuestWishlist(productIds: $productIds) {\n    ...WishlistEntry\n  }\n}": typeof types.MergeGuestWishlistDocument,
    "query MoreReviews($productId: String!, $after: String!) {\n  product(idOrSlug: $productId) {\n    id\n    reviews(after: $after) {\n      ...ProductReviewPage\n    }\n  }\n}": typeof types.MoreReviewsDocument,
    "query MyAddresses {\n  myAddresses {\n    ...CustomerAddress\n  }\n}": typeof types.MyAddressesDocument,
    "query MyOrders($first: Int, $after: String) {\n  myOrders(first: $first, after: $after) {\n    nodes {\n      ...OrderDetails\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.MyOrdersDocument,
    "query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderDetails\n    deliveryEstimate {\n      message\n    }\n  }\n}": typeof types.OrderDocument,
    "fragment OrderDetails on Order {\n  id\n  number\n  status\n  paymentStatus\n  paymentMethod\n  paidWith\n  createdAt\n  deliveredAt\n  couponCode\n  shipment {\n    courierName\n    trackingNumber\n    trackingUrl\n  }\n  history {\n    id\n    createdAt\n    note\n  }\n  refunds {\n    id\n    createdAt\n    amount {\n      formatted\n    }\n    status\n  }\n  returnRequests {\n    id\n    kind\n    status\n    adminMessage\n  }\n  items {\n    id\n    name\n    image {\n      url\n      altText\n      srcSet\n    }\n    price {\n      formatted\n    }\n    lineTotal {\n      formatted\n    }\n    quantity\n    size\n    color\n    giftWrap\n  }\n  shippingInfo {\n    firstName\n    lastName\n    address\n    city\n    state\n    postalCode\n    phoneNo\n  }\n  totals {\n    ...PriceTotals\n  }\n  invoice {\n    number\n    pdfUrl\n    amounts {\n      totalTax {\n        formatted\n        paise\n      }\n    }\n  }\n  creditNotes {\n    id\n    number\n    pdfUrl\n  }\n}": typeof types.OrderDetailsFragmentDoc,
    "mutation CancelMyOrder($id: ID!, $reason: String) {\n  cancelMyOrder(id: $id, reason: $reason) {\n    ...OrderDetails\n  }\n}\n\nmutation RequestReturn($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    id\n    kind\n    status\n  }\n}": typeof types.CancelMyOrderDocument,
    "query PincodePlace($postalCode: String!) {\n  pincode(pincode: $postalCode) {\n    postalCode\n    city\n    state\n  }\n}": typeof types.PincodePlaceDocument,
    "fragment PriceTotals on PriceBreakdown {\n  subtotal {\n    formatted\n    paise\n  }\n  giftWrap {\n    formatted\n    paise\n  }\n  delivery {\n    formatted\n    paise\n  }\n  discount {\n    formatted\n    paise\n  }\n  codFee {\n    formatted\n    paise\n  }\n  total {\n    formatted\n    paise\n    amount\n  }\n}": typeof types.PriceTotalsFragmentDoc,
    "fragment ProductCard on Product {\n  id\n  slug\n  name\n  brand\n  price {\n    formatted\n    paise\n  }\n  discountPrice {\n    formatted\n    paise\n  }\n  fromPrice {\n    formatted\n    paise\n  }\n  rating\n  numReviews\n  countInStock\n  images {\n    url\n    altText\n    srcSet\n  }\n}": typeof types.ProductCardFragmentDoc,
    "query ProductDetail($slug: String!) {\n  product(idOrSlug: $slug) {\n    ...ProductCard\n    description\n    pageTitle\n    metaDescription\n    sizes\n    colors\n    material\n    gender\n    collection\n    dimensions {\n      length\n      width\n      height\n    }\n    weight\n    category {\n      name\n      slug\n    }\n    reviews {\n      ...ProductReviewPage\n    }\n    variants {\n      id\n      sku\n      size\n      color\n      countInStock\n      price {\n        formatted\n        paise\n      }\n      discountPrice {\n        formatted\n        paise\n      }\n      images {\n        url\n        altText\n        srcSet\n      }\n    }\n  }\n}": typeof types.ProductDetailDocument,
    "fragment ProductReview on Review {\n  id\n  authorName\n  rating\n  comment\n  createdAt\n}": typeof types.ProductReviewFragmentDoc,
    "fragment ProductReviewPage on ReviewConnection {\n  nodes {\n    ...ProductReview\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}": typeof types.ProductReviewPageFragmentDoc,
    "query ProductsByIds($ids: [ID!]!) {\n  productsByIds(ids: $ids) {\n    ...ProductCard\n  }\n}": typeof types.ProductsByIdsDocument,
    "mutation ConfirmRazorpayPayment($input: ConfirmRazorpayPaymentInput!) {\n  confirmRazorpayPayment(input: $input) {\n    ...CheckoutNext\n  }\n}\n\nmutation AbandonCheckout($id: ID!) {\n  abandonCheckout(id: $id) {\n    ...CheckoutNext\n  }\n}\n\nquery CheckoutProgress($id: ID!) {\n  checkout(id: $id) {\n    ...CheckoutNext\n  }\n}\n\nquery PaymentOptions {\n  paymentOptions {\n    provider\n    testMode\n    online\n    cashOnDelivery\n  }\n}": typeof types.ConfirmRazorpayPaymentDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.RegisterDocument,
    "mutation RemoveCoupon($guestId: String) {\n  removeCoupon(guestId: $guestId) {\n    ...CartDetails\n  }\n}": typeof types.RemoveCouponDocument,
    "mutation RemoveFromCart($lineId: ID!, $guestId: String) {\n  removeFromCart(lineId: $lineId, guestId: $guestId) {\n    ...CartDetails\n  }\n}": typeof types.RemoveFromCartDocument,
    "mutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistEntry\n  }\n}": typeof types.RemoveFromWishlistDocument,
    "mutation RequestOtp($phone: String!) {\n  requestOtp(phone: $phone) {\n    message\n  }\n}": typeof types.RequestOtpDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.ResetPasswordDocument,
    "mutation SaveAddress($input: AddressInput!) {\n  saveAddress(input: $input) {\n    ...CustomerAddress\n  }\n}": typeof types.SaveAddressDocument,
    "query SearchSuggestions($text: String!) {\n  searchSuggestions(text: $text) {\n    text\n    categories {\n      id\n      name\n      slug\n    }\n    products {\n      id\n      name\n      slug\n      unitPrice {\n        formatted\n      }\n      images {\n        url\n        altText\n      }\n    }\n  }\n}": typeof types.SearchSuggestionsDocument,
    "mutation SendEnquiry($input: EnquiryInput!) {\n  sendEnquiry(input: $input) {\n    id\n  }\n}": typeof types.SendEnquiryDocument,
    "mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    id\n    isDefault\n  }\n}": typeof types.SetDefaultAddressDocument,
    "query ShopPolicies {\n  shopPolicies {\n    shippingArea\n    deliveryFee {\n      paise\n      formatted\n    }\n    freeDeliveryAbove {\n      paise\n      formatted\n    }\n    giftWrapFee {\n      paise\n      formatted\n    }\n    dispatchTime\n    deliveryEstimate\n    returnWindowDays\n    newsletterWelcomePercentage\n  }\n}": typeof types.ShopPoliciesDocument,
    "query SimilarProducts($slug: String!) {\n  similarProducts(idOrSlug: $slug, limit: 8) {\n    ...ProductCard\n  }\n}": typeof types.SimilarProductsDocument,
    "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    message\n  }\n}": typeof types.SubscribeToNewsletterDocument,
    "mutation UnsubscribeFromNewsletter($token: String!) {\n  unsubscribeFromNewsletter(token: $token) {\n    message\n  }\n}": typeof types.UnsubscribeFromNewsletterDocument,
    "mutation UpdateAddress($id: ID!, $input: UpdateAddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...CustomerAddress\n  }\n}": typeof types.UpdateAddressDocument,
    "mutation UpdateCartLine($input: UpdateCartLineInput!) {\n  updateCartLine(input: $input) {\n    ...CartDetails\n  }\n}": typeof types.UpdateCartLineDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}": typeof types.UpdateProfileDocument,
    "mutation VerifyOtp($phone: String!, $code: String!) {\n  verifyOtp(phone: $phone, code: $code) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.VerifyOtpDocument,
    "fragment WishlistEntry on WishlistItem {\n  addedAt\n  product {\n    id\n  }\n}": typeof types.WishlistEntryFragmentDoc,
    "query WishlistIds {\n  wishlist {\n    ...WishlistEntry\n  }\n}": typeof types.WishlistIdsDocument,
    "query WishlistProducts {\n  wishlist {\n    addedAt\n    product {\n      ...ProductCard\n    }\n  }\n}": typeof types.WishlistProductsDocument,
};
const documents: Documents = {
    "mutation Logout {\n  logout {\n    message\n  }\n}": types.LogoutDocument,
    "fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  signInPhone\n  role\n  permissions\n  phone\n  address\n  city\n  state\n  postalCode\n}": types.SessionUserFragmentDoc,
    "mutation AddReview($productId: ID!, $input: ReviewInput!) {\n  addReview(productId: $productId, input: $input) {\n    id\n    rating\n    numReviews\n    reviews {\n      ...ProductReviewPage\n    }\n  }\n}": types.AddReviewDocument,
    "mutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartDetails\n  }\n}": types.AddToCartDocument,
    "mutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistEntry\n  }\n}": types.AddToWishlistDocument,
    "mutation ApplyCoupon($code: String!, $guestId: String) {\n  applyCoupon(code: $code, guestId: $guestId) {\n    ...CartDetails\n  }\n}": types.ApplyCouponDocument,
    "query BestSellers($limit: Int!) {\n  bestSellers(limit: $limit) {\n    ...ProductCard\n  }\n}": types.BestSellersDocument,
    "query Cart($guestId: String) {\n  cart(guestId: $guestId) {\n    ...CartDetails\n  }\n}": types.CartDocument,
    "fragment CartDetails on Cart {\n  itemCount\n  couponCode\n  couponNotice\n  lines {\n    id\n    productId\n    variantId\n    inStock\n    slug\n    name\n    image {\n      url\n      altText\n      srcSet\n    }\n    size\n    color\n    quantity\n    giftWrap\n    unitPrice {\n      formatted\n    }\n    lineTotal {\n      formatted\n    }\n    problem\n    problemCode\n  }\n  totals {\n    ...PriceTotals\n  }\n}": types.CartDetailsFragmentDoc,
    "query CheckoutGst($shippingState: String!, $couponCode: String) {\n  checkoutGst(shippingState: $shippingState, couponCode: $couponCode) {\n    totalTax {\n      formatted\n      paise\n    }\n  }\n}": types.CheckoutGstDocument,
    "query CodAvailability($pincode: String) {\n  codAvailability(pincode: $pincode) {\n    available\n    reason\n    fee {\n      formatted\n      paise\n    }\n    totalWithFee {\n      formatted\n      paise\n    }\n  }\n}": types.CodAvailabilityDocument,
    "query CollectionCategory($slug: String!) {\n  category(idOrSlug: $slug) {\n    id\n    name\n    slug\n    description\n    seoTitle\n    seoDescription\n  }\n}": types.CollectionCategoryDocument,
    "query CollectionProducts($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) {\n    nodes {\n      ...ProductCard\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    facets {\n      genders {\n        value\n        count\n      }\n      colors {\n        value\n        count\n      }\n      materials {\n        value\n        count\n      }\n      sizes {\n        value\n        count\n      }\n      price {\n        min {\n          paise\n        }\n        max {\n          paise\n        }\n      }\n    }\n  }\n}": types.CollectionProductsDocument,
    "query ColorSwatches {\n  productOptions {\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}": types.ColorSwatchesDocument,
    "mutation ConfirmNewsletterSubscription($token: String!) {\n  confirmNewsletterSubscription(token: $token) {\n    message\n  }\n}": types.ConfirmNewsletterSubscriptionDocument,
    "mutation CreateCart {\n  createCart {\n    guestId\n    cart {\n      ...CartDetails\n    }\n  }\n}": types.CreateCartDocument,
    "mutation CreateCheckout($input: CreateCheckoutInput!) {\n  createCheckout(input: $input) {\n    ...CheckoutNext\n  }\n}\n\nfragment CheckoutNext on Checkout {\n  id\n  status\n  paymentMethod\n  paymentUrl\n  redirectUrl\n  orderId\n  razorpay {\n    keyId\n    orderId\n    amount {\n      paise\n    }\n    scriptUrl\n    methods\n  }\n}": types.CreateCheckoutDocument,
    "fragment CustomerAddress on CustomerAddress {\n  id\n  label\n  firstName\n  lastName\n  address\n  city\n  state\n  postalCode\n  phoneNo\n  isDefault\n}": types.CustomerAddressFragmentDoc,
    "mutation DeleteAddress($id: ID!) {\n  deleteAddress(id: $id) {\n    id\n  }\n}": types.DeleteAddressDocument,
    "query DeliveryEstimate($pincode: String!) {\n  deliveryEstimate(pincode: $pincode) {\n    pincode\n    deliverable\n    codAvailable\n    message\n  }\n}": types.DeliveryEstimateDocument,
    "query HomePage {\n  bannerSlides {\n    nodes {\n      id\n      altText\n      headline\n      text\n      buttonLabel\n      link\n      desktopImage {\n        url\n        srcSet\n      }\n      mobileImage {\n        url\n        srcSet\n      }\n    }\n  }\n  categories(first: 100) {\n    nodes {\n      id\n      name\n      slug\n      image {\n        url\n        altText\n        srcSet\n      }\n    }\n  }\n  newArrivals(limit: 8) {\n    ...ProductCard\n  }\n  bestSellers(limit: 4) {\n    ...ProductCard\n  }\n}": types.HomePageDocument,
    "query IndianStates {\n  indianStates {\n    code\n    name\n  }\n}": types.IndianStatesDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.LoginDocument,
    "query Me {\n  me {\n    ...SessionUser\n  }\n}": types.MeDocument,
    "mutation MergeGuestCart($guestId: String!) {\n  mergeGuestCart(guestId: $guestId) {\n    ...CartDetails\n  }\n}": types.MergeGuestCartDocument,
    "mutation MergeGuestWishlist($productIds: [ID!]!) {\n  mergeGuestWishlist(productIds: $productIds) {\n    ...WishlistEntry\n  }\n}": types.MergeGuestWishlistDocument,
    "query MoreReviews($productId: String!, $after: String!) {\n  product(idOrSlug: $productId) {\n    id\n    reviews(after: $after) {\n      ...ProductReviewPage\n    }\n  }\n}": types.MoreReviewsDocument,
    "query MyAddresses {\n  myAddresses {\n    ...CustomerAddress\n  }\n}": types.MyAddressesDocument,
    "query MyOrders($first: Int, $after: String) {\n  myOrders(first: $first, after: $after) {\n    nodes {\n      ...OrderDetails\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.MyOrdersDocument,
    "query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderDetails\n    deliveryEstimate {\n      message\n    }\n  }\n}": types.OrderDocument,
    "fragment OrderDetails on Order {\n  id\n  number\n  status\n  paymentStatus\n  paymentMethod\n  paidWith\n  createdAt\n  deliveredAt\n  couponCode\n  shipment {\n    courierName\n    trackingNumber\n    trackingUrl\n  }\n  history {\n    id\n    createdAt\n    note\n  }\n  refunds {\n    id\n    createdAt\n    amount {\n      formatted\n    }\n    status\n  }\n  returnRequests {\n    id\n    kind\n    status\n    adminMessage\n  }\n  items {\n    id\n    name\n    image {\n      url\n      altText\n      srcSet\n    }\n    price {\n      formatted\n    }\n    lineTotal {\n      formatted\n    }\n    quantity\n    size\n    color\n    giftWrap\n  }\n  shippingInfo {\n    firstName\n    lastName\n    address\n    city\n    state\n    postalCode\n    phoneNo\n  }\n  totals {\n    ...PriceTotals\n  }\n  invoice {\n    number\n    pdfUrl\n    amounts {\n      totalTax {\n        formatted\n        paise\n      }\n    }\n  }\n  creditNotes {\n    id\n    number\n    pdfUrl\n  }\n}": types.OrderDetailsFragmentDoc,
    "mutation CancelMyOrder($id: ID!, $reason: String) {\n  cancelMyOrder(id: $id, reason: $reason) {\n    ...OrderDetails\n  }\n}\n\nmutation RequestReturn($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    id\n    kind\n    status\n  }\n}": types.CancelMyOrderDocument,
    "query PincodePlace($postalCode: String!) {\n  pincode(pincode: $postalCode) {\n    postalCode\n    city\n    state\n  }\n}": types.PincodePlaceDocument,
    "fragment PriceTotals on PriceBreakdown {\n  subtotal {\n    formatted\n    paise\n  }\n  giftWrap {\n    formatted\n    paise\n  }\n  delivery {\n    formatted\n    paise\n  }\n  discount {\n    formatted\n    paise\n  }\n  codFee {\n    formatted\n    paise\n  }\n  total {\n    formatted\n    paise\n    amount\n  }\n}": types.PriceTotalsFragmentDoc,
    "fragment ProductCard on Product {\n  id\n  slug\n  name\n  brand\n  price {\n    formatted\n    paise\n  }\n  discountPrice {\n    formatted\n    paise\n  }\n  fromPrice {\n    formatted\n    paise\n  }\n  rating\n  numReviews\n  countInStock\n  images {\n    url\n    altText\n    srcSet\n  }\n}": types.ProductCardFragmentDoc,
    "query ProductDetail($slug: String!) {\n  product(idOrSlug: $slug) {\n    ...ProductCard\n    description\n    pageTitle\n    metaDescription\n    sizes\n    colors\n    material\n    gender\n    collection\n    dimensions {\n      length\n      width\n      height\n    }\n    weight\n    category {\n      name\n      slug\n    }\n    reviews {\n      ...ProductReviewPage\n    }\n    variants {\n      id\n      sku\n      size\n      color\n      countInStock\n      price {\n        formatted\n        paise\n      }\n      discountPrice {\n        formatted\n        paise\n      }\n      images {\n        url\n        altText\n        srcSet\n      }\n    }\n  }\n}": types.ProductDetailDocument,
    "fragment ProductReview on Review {\n  id\n  authorName\n  rating\n  comment\n  createdAt\n}": types.ProductReviewFragmentDoc,
    "fragment ProductReviewPage on ReviewConnection {\n  nodes {\n    ...ProductReview\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}": types.ProductReviewPageFragmentDoc,
    "query ProductsByIds($ids: [ID!]!) {\n  productsByIds(ids: $ids) {\n    ...ProductCard\n  }\n}": types.ProductsByIdsDocument,
    "mutation ConfirmRazorpayPayment($input: ConfirmRazorpayPaymentInput!) {\n  confirmRazorpayPayment(input: $input) {\n    ...CheckoutNext\n  }\n}\n\nmutation AbandonCheckout($id: ID!) {\n  abandonCheckout(id: $id) {\n    ...CheckoutNext\n  }\n}\n\nquery CheckoutProgress($id: ID!) {\n  checkout(id: $id) {\n    ...CheckoutNext\n  }\n}\n\nquery PaymentOptions {\n  paymentOptions {\n    provider\n    testMode\n    online\n    cashOnDelivery\n  }\n}": types.ConfirmRazorpayPaymentDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.RegisterDocument,
    "mutation RemoveCoupon($guestId: String) {\n  removeCoupon(guestId: $guestId) {\n    ...CartDetails\n  }\n}": types.RemoveCouponDocument,
    "mutation RemoveFromCart($lineId: ID!, $guestId: String) {\n  removeFromCart(lineId: $lineId, guestId: $guestId) {\n    ...CartDetails\n  }\n}": types.RemoveFromCartDocument,
    "mutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistEntry\n  }\n}": types.RemoveFromWishlistDocument,
    "mutation RequestOtp($phone: String!) {\n  requestOtp(phone: $phone) {\n    message\n  }\n}": types.RequestOtpDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}": types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.ResetPasswordDocument,
    "mutation SaveAddress($input: AddressInput!) {\n  saveAddress(input: $input) {\n    ...CustomerAddress\n  }\n}": types.SaveAddressDocument,
    "query SearchSuggestions($text: String!) {\n  searchSuggestions(text: $text) {\n    text\n    categories {\n      id\n      name\n      slug\n    }\n    products {\n      id\n      name\n      slug\n      unitPrice {\n        formatted\n      }\n      images {\n        url\n        altText\n      }\n    }\n  }\n}": types.SearchSuggestionsDocument,
    "mutation SendEnquiry($input: EnquiryInput!) {\n  sendEnquiry(input: $input) {\n    id\n  }\n}": types.SendEnquiryDocument,
    "mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    id\n    isDefault\n  }\n}": types.SetDefaultAddressDocument,
    "query ShopPolicies {\n  shopPolicies {\n    shippingArea\n    deliveryFee {\n      paise\n      formatted\n    }\n    freeDeliveryAbove {\n      paise\n      formatted\n    }\n    giftWrapFee {\n      paise\n      formatted\n    }\n    dispatchTime\n    deliveryEstimate\n    returnWindowDays\n    newsletterWelcomePercentage\n  }\n}": types.ShopPoliciesDocument,
    "query SimilarProducts($slug: String!) {\n  similarProducts(idOrSlug: $slug, limit: 8) {\n    ...ProductCard\n  }\n}": types.SimilarProductsDocument,
    "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    message\n  }\n}": types.SubscribeToNewsletterDocument,
    "mutation UnsubscribeFromNewsletter($token: String!) {\n  unsubscribeFromNewsletter(token: $token) {\n    message\n  }\n}": types.UnsubscribeFromNewsletterDocument,
    "mutation UpdateAddress($id: ID!, $input: UpdateAddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...CustomerAddress\n  }\n}": types.UpdateAddressDocument,
    "mutation UpdateCartLine($input: UpdateCartLineInput!) {\n  updateCartLine(input: $input) {\n    ...CartDetails\n  }\n}": types.UpdateCartLineDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}": types.UpdateProfileDocument,
    "mutation VerifyOtp($phone: String!, $code: String!) {\n  verifyOtp(phone: $phone, code: $code) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.VerifyOtpDocument,
    "fragment WishlistEntry on WishlistItem {\n  addedAt\n  product {\n    id\n  }\n}": types.WishlistEntryFragmentDoc,
    "query WishlistIds {\n  wishlist {\n    ...WishlistEntry\n  }\n}": types.WishlistIdsDocument,
    "query WishlistProducts {\n  wishlist {\n    addedAt\n    product {\n      ...ProductCard\n    }\n  }\n}": types.WishlistProductsDocument,
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
export function graphql(source: "mutation Logout {\n  logout {\n    message\n  }\n}"): (typeof documents)["mutation Logout {\n  logout {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  signInPhone\n  role\n  permissions\n  phone\n  address\n  city\n  state\n  postalCode\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  signInPhone\n  role\n  permissions\n  phone\n  address\n  city\n  state\n  postalCode\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddReview($productId: ID!, $input: ReviewInput!) {\n  addReview(productId: $productId, input: $input) {\n    id\n    rating\n    numReviews\n    reviews {\n      ...ProductReviewPage\n    }\n  }\n}"): (typeof documents)["mutation AddReview($productId: ID!, $input: ReviewInput!) {\n  addReview(productId: $productId, input: $input) {\n    id\n    rating\n    numReviews\n    reviews {\n      ...ProductReviewPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartDetails\n  }\n}"): (typeof documents)["mutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistEntry\n  }\n}"): (typeof documents)["mutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistEntry\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyCoupon($code: String!, $guestId: String) {\n  applyCoupon(code: $code, guestId: $guestId) {\n    ...CartDetails\n  }\n}"): (typeof documents)["mutation ApplyCoupon($code: String!, $guestId: String) {\n  applyCoupon(code: $code, guestId: $guestId) {\n    ...CartDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BestSellers($limit: Int!) {\n  bestSellers(limit: $limit) {\n    ...ProductCard\n  }\n}"): (typeof documents)["query BestSellers($limit: Int!) {\n  bestSellers(limit: $limit) {\n    ...ProductCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Cart($guestId: String) {\n  cart(guestId: $guestId) {\n    ...CartDetails\n  }\n}"): (typeof documents)["query Cart($guestId: String) {\n  cart(guestId: $guestId) {\n    ...CartDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartDetails on Cart {\n  itemCount\n  couponCode\n  couponNotice\n  lines {\n    id\n    productId\n    variantId\n    inStock\n    slug\n    name\n    image {\n      url\n      altText\n      srcSet\n    }\n    size\n    color\n    quantity\n    giftWrap\n    unitPrice {\n      formatted\n    }\n    lineTotal {\n      formatted\n    }\n    problem\n    problemCode\n  }\n  totals {\n    ...PriceTotals\n  }\n}"): (typeof documents)["fragment CartDetails on Cart {\n  itemCount\n  couponCode\n  couponNotice\n  lines {\n    id\n    productId\n    variantId\n    inStock\n    slug\n    name\n    image {\n      url\n      altText\n      srcSet\n    }\n    size\n    color\n    quantity\n    giftWrap\n    unitPrice {\n      formatted\n    }\n    lineTotal {\n      formatted\n    }\n    problem\n    problemCode\n  }\n  totals {\n    ...PriceTotals\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutGst($shippingState: String!, $couponCode: String) {\n  checkoutGst(shippingState: $shippingState, couponCode: $couponCode) {\n    totalTax {\n      formatted\n      paise\n    }\n  }\n}"): (typeof documents)["query CheckoutGst($shippingState: String!, $couponCode: String) {\n  checkoutGst(shippingState: $shippingState, couponCode: $couponCode) {\n    totalTax {\n      formatted\n      paise\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CodAvailability($pincode: String) {\n  codAvailability(pincode: $pincode) {\n    available\n    reason\n    fee {\n      formatted\n      paise\n    }\n    totalWithFee {\n      formatted\n      paise\n    }\n  }\n}"): (typeof documents)["query CodAvailability($pincode: String) {\n  codAvailability(pincode: $pincode) {\n    available\n    reason\n    fee {\n      formatted\n      paise\n    }\n    totalWithFee {\n      formatted\n      paise\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionCategory($slug: String!) {\n  category(idOrSlug: $slug) {\n    id\n    name\n    slug\n    description\n    seoTitle\n    seoDescription\n  }\n}"): (typeof documents)["query CollectionCategory($slug: String!) {\n  category(idOrSlug: $slug) {\n    id\n    name\n    slug\n    description\n    seoTitle\n    seoDescription\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionProducts($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) {\n    nodes {\n      ...ProductCard\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    facets {\n      genders {\n        value\n        count\n      }\n      colors {\n        value\n        count\n      }\n      materials {\n        value\n        count\n      }\n      sizes {\n        value\n        count\n      }\n      price {\n        min {\n          paise\n        }\n        max {\n          paise\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query CollectionProducts($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {\n  products(filter: $filter, sort: $sort, first: $first, after: $after) {\n    nodes {\n      ...ProductCard\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    facets {\n      genders {\n        value\n        count\n      }\n      colors {\n        value\n        count\n      }\n      materials {\n        value\n        count\n      }\n      sizes {\n        value\n        count\n      }\n      price {\n        min {\n          paise\n        }\n        max {\n          paise\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ColorSwatches {\n  productOptions {\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}"): (typeof documents)["query ColorSwatches {\n  productOptions {\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmNewsletterSubscription($token: String!) {\n  confirmNewsletterSubscription(token: $token) {\n    message\n  }\n}"): (typeof documents)["mutation ConfirmNewsletterSubscription($token: String!) {\n  confirmNewsletterSubscription(token: $token) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCart {\n  createCart {\n    guestId\n    cart {\n      ...CartDetails\n    }\n  }\n}"): (typeof documents)["mutation CreateCart {\n  createCart {\n    guestId\n    cart {\n      ...CartDetails\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCheckout($input: CreateCheckoutInput!) {\n  createCheckout(input: $input) {\n    ...CheckoutNext\n  }\n}\n\nfragment CheckoutNext on Checkout {\n  id\n  status\n  paymentMethod\n  paymentUrl\n  redirectUrl\n  orderId\n  razorpay {\n    keyId\n    orderId\n    amount {\n      paise\n    }\n    scriptUrl\n    methods\n  }\n}"): (typeof documents)["mutation CreateCheckout($input: CreateCheckoutInput!) {\n  createCheckout(input: $input) {\n    ...CheckoutNext\n  }\n}\n\nfragment CheckoutNext on Checkout {\n  id\n  status\n  paymentMethod\n  paymentUrl\n  redirectUrl\n  orderId\n  razorpay {\n    keyId\n    orderId\n    amount {\n      paise\n    }\n    scriptUrl\n    methods\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerAddress on CustomerAddress {\n  id\n  label\n  firstName\n  lastName\n  address\n  city\n  state\n  postalCode\n  phoneNo\n  isDefault\n}"): (typeof documents)["fragment CustomerAddress on CustomerAddress {\n  id\n  label\n  firstName\n  lastName\n  address\n  city\n  state\n  postalCode\n  phoneNo\n  isDefault\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAddress($id: ID!) {\n  deleteAddress(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteAddress($id: ID!) {\n  deleteAddress(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeliveryEstimate($pincode: String!) {\n  deliveryEstimate(pincode: $pincode) {\n    pincode\n    deliverable\n    codAvailable\n    message\n  }\n}"): (typeof documents)["query DeliveryEstimate($pincode: String!) {\n  deliveryEstimate(pincode: $pincode) {\n    pincode\n    deliverable\n    codAvailable\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePage {\n  bannerSlides {\n    nodes {\n      id\n      altText\n      headline\n      text\n      buttonLabel\n      link\n      desktopImage {\n        url\n        srcSet\n      }\n      mobileImage {\n        url\n        srcSet\n      }\n    }\n  }\n  categories(first: 100) {\n    nodes {\n      id\n      name\n      slug\n      image {\n        url\n        altText\n        srcSet\n      }\n    }\n  }\n  newArrivals(limit: 8) {\n    ...ProductCard\n  }\n  bestSellers(limit: 4) {\n    ...ProductCard\n  }\n}"): (typeof documents)["query HomePage {\n  bannerSlides {\n    nodes {\n      id\n      altText\n      headline\n      text\n      buttonLabel\n      link\n      desktopImage {\n        url\n        srcSet\n      }\n      mobileImage {\n        url\n        srcSet\n      }\n    }\n  }\n  categories(first: 100) {\n    nodes {\n      id\n      name\n      slug\n      image {\n        url\n        altText\n        srcSet\n      }\n    }\n  }\n  newArrivals(limit: 8) {\n    ...ProductCard\n  }\n  bestSellers(limit: 4) {\n    ...ProductCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IndianStates {\n  indianStates {\n    code\n    name\n  }\n}"): (typeof documents)["query IndianStates {\n  indianStates {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...SessionUser\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...SessionUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MergeGuestCart($guestId: String!) {\n  mergeGuestCart(guestId: $guestId) {\n    ...CartDetails\n  }\n}"): (typeof documents)["mutation MergeGuestCart($guestId: String!) {\n  mergeGuestCart(guestId: $guestId) {\n    ...CartDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MergeGuestWishlist($productIds: [ID!]!) {\n  mergeGuestWishlist(productIds: $productIds) {\n    ...WishlistEntry\n  }\n}"): (typeof documents)["mutation MergeGuestWishlist($productIds: [ID!]!) {\n  mergeGuestWishlist(productIds: $productIds) {\n    ...WishlistEntry\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MoreReviews($productId: String!, $after: String!) {\n  product(idOrSlug: $productId) {\n    id\n    reviews(after: $after) {\n      ...ProductReviewPage\n    }\n  }\n}"): (typeof documents)["query MoreReviews($productId: String!, $after: String!) {\n  product(idOrSlug: $productId) {\n    id\n    reviews(after: $after) {\n      ...ProductReviewPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyAddresses {\n  myAddresses {\n    ...CustomerAddress\n  }\n}"): (typeof documents)["query MyAddresses {\n  myAddresses {\n    ...CustomerAddress\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyOrders($first: Int, $after: String) {\n  myOrders(first: $first, after: $after) {\n    nodes {\n      ...OrderDetails\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query MyOrders($first: Int, $after: String) {\n  myOrders(first: $first, after: $after) {\n    nodes {\n      ...OrderDetails\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderDetails\n    deliveryEstimate {\n      message\n    }\n  }\n}"): (typeof documents)["query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderDetails\n    deliveryEstimate {\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderDetails on Order {\n  id\n  number\n  status\n  paymentStatus\n  paymentMethod\n  paidWith\n  createdAt\n  deliveredAt\n  couponCode\n  shipment {\n    courierName\n    trackingNumber\n    trackingUrl\n  }\n  history {\n    id\n    createdAt\n    note\n  }\n  refunds {\n    id\n    createdAt\n    amount {\n      formatted\n    }\n    status\n  }\n  returnRequests {\n    id\n    kind\n    status\n    adminMessage\n  }\n  items {\n    id\n    name\n    image {\n      url\n      altText\n      srcSet\n    }\n    price {\n      formatted\n    }\n    lineTotal {\n      formatted\n    }\n    quantity\n    size\n    color\n    giftWrap\n  }\n  shippingInfo {\n    firstName\n    lastName\n    address\n    city\n    state\n    postalCode\n    phoneNo\n  }\n  totals {\n    ...PriceTotals\n  }\n  invoice {\n    number\n    pdfUrl\n    amounts {\n      totalTax {\n        formatted\n        paise\n      }\n    }\n  }\n  creditNotes {\n    id\n    number\n    pdfUrl\n  }\n}"): (typeof documents)["fragment OrderDetails on Order {\n  id\n  number\n  status\n  paymentStatus\n  paymentMethod\n  paidWith\n  createdAt\n  deliveredAt\n  couponCode\n  shipment {\n    courierName\n    trackingNumber\n    trackingUrl\n  }\n  history {\n    id\n    createdAt\n    note\n  }\n  refunds {\n    id\n    createdAt\n    amount {\n      formatted\n    }\n    status\n  }\n  returnRequests {\n    id\n    kind\n    status\n    adminMessage\n  }\n  items {\n    id\n    name\n    image {\n      url\n      altText\n      srcSet\n    }\n    price {\n      formatted\n    }\n    lineTotal {\n      formatted\n    }\n    quantity\n    size\n    color\n    giftWrap\n  }\n  shippingInfo {\n    firstName\n    lastName\n    address\n    city\n    state\n    postalCode\n    phoneNo\n  }\n  totals {\n    ...PriceTotals\n  }\n  invoice {\n    number\n    pdfUrl\n    amounts {\n      totalTax {\n        formatted\n        paise\n      }\n    }\n  }\n  creditNotes {\n    id\n    number\n    pdfUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelMyOrder($id: ID!, $reason: String) {\n  cancelMyOrder(id: $id, reason: $reason) {\n    ...OrderDetails\n  }\n}\n\nmutation RequestReturn($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    id\n    kind\n    status\n  }\n}"): (typeof documents)["mutation CancelMyOrder($id: ID!, $reason: String) {\n  cancelMyOrder(id: $id, reason: $reason) {\n    ...OrderDetails\n  }\n}\n\nmutation RequestReturn($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    id\n    kind\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PincodePlace($postalCode: String!) {\n  pincode(pincode: $postalCode) {\n    postalCode\n    city\n    state\n  }\n}"): (typeof documents)["query PincodePlace($postalCode: String!) {\n  pincode(pincode: $postalCode) {\n    postalCode\n    city\n    state\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PriceTotals on PriceBreakdown {\n  subtotal {\n    formatted\n    paise\n  }\n  giftWrap {\n    formatted\n    paise\n  }\n  delivery {\n    formatted\n    paise\n  }\n  discount {\n    formatted\n    paise\n  }\n  codFee {\n    formatted\n    paise\n  }\n  total {\n    formatted\n    paise\n    amount\n  }\n}"): (typeof documents)["fragment PriceTotals on PriceBreakdown {\n  subtotal {\n    formatted\n    paise\n  }\n  giftWrap {\n    formatted\n    paise\n  }\n  delivery {\n    formatted\n    paise\n  }\n  discount {\n    formatted\n    paise\n  }\n  codFee {\n    formatted\n    paise\n  }\n  total {\n    formatted\n    paise\n    amount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard on Product {\n  id\n  slug\n  name\n  brand\n  price {\n    formatted\n    paise\n  }\n  discountPrice {\n    formatted\n    paise\n  }\n  fromPrice {\n    formatted\n    paise\n  }\n  rating\n  numReviews\n  countInStock\n  images {\n    url\n    altText\n    srcSet\n  }\n}"): (typeof documents)["fragment ProductCard on Product {\n  id\n  slug\n  name\n  brand\n  price {\n    formatted\n    paise\n  }\n  discountPrice {\n    formatted\n    paise\n  }\n  fromPrice {\n    formatted\n    paise\n  }\n  rating\n  numReviews\n  countInStock\n  images {\n    url\n    altText\n    srcSet\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductDetail($slug: String!) {\n  product(idOrSlug: $slug) {\n    ...ProductCard\n    description\n    pageTitle\n    metaDescription\n    sizes\n    colors\n    material\n    gender\n    collection\n    dimensions {\n      length\n      width\n      height\n    }\n    weight\n    category {\n      name\n      slug\n    }\n    reviews {\n      ...ProductReviewPage\n    }\n    variants {\n      id\n      sku\n      size\n      color\n      countInStock\n      price {\n        formatted\n        paise\n      }\n      discountPrice {\n        formatted\n        paise\n      }\n      images {\n        url\n        altText\n        srcSet\n      }\n    }\n  }\n}"): (typeof documents)["query ProductDetail($slug: String!) {\n  product(idOrSlug: $slug) {\n    ...ProductCard\n    description\n    pageTitle\n    metaDescription\n    sizes\n    colors\n    material\n    gender\n    collection\n    dimensions {\n      length\n      width\n      height\n    }\n    weight\n    category {\n      name\n      slug\n    }\n    reviews {\n      ...ProductReviewPage\n    }\n    variants {\n      id\n      sku\n      size\n      color\n      countInStock\n      price {\n        formatted\n        paise\n      }\n      discountPrice {\n        formatted\n        paise\n      }\n      images {\n        url\n        altText\n        srcSet\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductReview on Review {\n  id\n  authorName\n  rating\n  comment\n  createdAt\n}"): (typeof documents)["fragment ProductReview on Review {\n  id\n  authorName\n  rating\n  comment\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductReviewPage on ReviewConnection {\n  nodes {\n    ...ProductReview\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}"): (typeof documents)["fragment ProductReviewPage on ReviewConnection {\n  nodes {\n    ...ProductReview\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductsByIds($ids: [ID!]!) {\n  productsByIds(ids: $ids) {\n    ...ProductCard\n  }\n}"): (typeof documents)["query ProductsByIds($ids: [ID!]!) {\n  productsByIds(ids: $ids) {\n    ...ProductCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmRazorpayPayment($input: ConfirmRazorpayPaymentInput!) {\n  confirmRazorpayPayment(input: $input) {\n    ...CheckoutNext\n  }\n}\n\nmutation AbandonCheckout($id: ID!) {\n  abandonCheckout(id: $id) {\n    ...CheckoutNext\n  }\n}\n\nquery CheckoutProgress($id: ID!) {\n  checkout(id: $id) {\n    ...CheckoutNext\n  }\n}\n\nquery PaymentOptions {\n  paymentOptions {\n    provider\n    testMode\n    online\n    cashOnDelivery\n  }\n}"): (typeof documents)["mutation ConfirmRazorpayPayment($input: ConfirmRazorpayPaymentInput!) {\n  confirmRazorpayPayment(input: $input) {\n    ...CheckoutNext\n  }\n}\n\nmutation AbandonCheckout($id: ID!) {\n  abandonCheckout(id: $id) {\n    ...CheckoutNext\n  }\n}\n\nquery CheckoutProgress($id: ID!) {\n  checkout(id: $id) {\n    ...CheckoutNext\n  }\n}\n\nquery PaymentOptions {\n  paymentOptions {\n    provider\n    testMode\n    online\n    cashOnDelivery\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveCoupon($guestId: String) {\n  removeCoupon(guestId: $guestId) {\n    ...CartDetails\n  }\n}"): (typeof documents)["mutation RemoveCoupon($guestId: String) {\n  removeCoupon(guestId: $guestId) {\n    ...CartDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveFromCart($lineId: ID!, $guestId: String) {\n  removeFromCart(lineId: $lineId, guestId: $guestId) {\n    ...CartDetails\n  }\n}"): (typeof documents)["mutation RemoveFromCart($lineId: ID!, $guestId: String) {\n  removeFromCart(lineId: $lineId, guestId: $guestId) {\n    ...CartDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistEntry\n  }\n}"): (typeof documents)["mutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistEntry\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestOtp($phone: String!) {\n  requestOtp(phone: $phone) {\n    message\n  }\n}"): (typeof documents)["mutation RequestOtp($phone: String!) {\n  requestOtp(phone: $phone) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveAddress($input: AddressInput!) {\n  saveAddress(input: $input) {\n    ...CustomerAddress\n  }\n}"): (typeof documents)["mutation SaveAddress($input: AddressInput!) {\n  saveAddress(input: $input) {\n    ...CustomerAddress\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchSuggestions($text: String!) {\n  searchSuggestions(text: $text) {\n    text\n    categories {\n      id\n      name\n      slug\n    }\n    products {\n      id\n      name\n      slug\n      unitPrice {\n        formatted\n      }\n      images {\n        url\n        altText\n      }\n    }\n  }\n}"): (typeof documents)["query SearchSuggestions($text: String!) {\n  searchSuggestions(text: $text) {\n    text\n    categories {\n      id\n      name\n      slug\n    }\n    products {\n      id\n      name\n      slug\n      unitPrice {\n        formatted\n      }\n      images {\n        url\n        altText\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendEnquiry($input: EnquiryInput!) {\n  sendEnquiry(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation SendEnquiry($input: EnquiryInput!) {\n  sendEnquiry(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    id\n    isDefault\n  }\n}"): (typeof documents)["mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    id\n    isDefault\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopPolicies {\n  shopPolicies {\n    shippingArea\n    deliveryFee {\n      paise\n      formatted\n    }\n    freeDeliveryAbove {\n      paise\n      formatted\n    }\n    giftWrapFee {\n      paise\n      formatted\n    }\n    dispatchTime\n    deliveryEstimate\n    returnWindowDays\n    newsletterWelcomePercentage\n  }\n}"): (typeof documents)["query ShopPolicies {\n  shopPolicies {\n    shippingArea\n    deliveryFee {\n      paise\n      formatted\n    }\n    freeDeliveryAbove {\n      paise\n      formatted\n    }\n    giftWrapFee {\n      paise\n      formatted\n    }\n    dispatchTime\n    deliveryEstimate\n    returnWindowDays\n    newsletterWelcomePercentage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SimilarProducts($slug: String!) {\n  similarProducts(idOrSlug: $slug, limit: 8) {\n    ...ProductCard\n  }\n}"): (typeof documents)["query SimilarProducts($slug: String!) {\n  similarProducts(idOrSlug: $slug, limit: 8) {\n    ...ProductCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    message\n  }\n}"): (typeof documents)["mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnsubscribeFromNewsletter($token: String!) {\n  unsubscribeFromNewsletter(token: $token) {\n    message\n  }\n}"): (typeof documents)["mutation UnsubscribeFromNewsletter($token: String!) {\n  unsubscribeFromNewsletter(token: $token) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAddress($id: ID!, $input: UpdateAddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...CustomerAddress\n  }\n}"): (typeof documents)["mutation UpdateAddress($id: ID!, $input: UpdateAddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...CustomerAddress\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCartLine($input: UpdateCartLineInput!) {\n  updateCartLine(input: $input) {\n    ...CartDetails\n  }\n}"): (typeof documents)["mutation UpdateCartLine($input: UpdateCartLineInput!) {\n  updateCartLine(input: $input) {\n    ...CartDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyOtp($phone: String!, $code: String!) {\n  verifyOtp(phone: $phone, code: $code) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation VerifyOtp($phone: String!, $code: String!) {\n  verifyOtp(phone: $phone, code: $code) {\n    message\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WishlistEntry on WishlistItem {\n  addedAt\n  product {\n    id\n  }\n}"): (typeof documents)["fragment WishlistEntry on WishlistItem {\n  addedAt\n  product {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WishlistIds {\n  wishlist {\n    ...WishlistEntry\n  }\n}"): (typeof documents)["query WishlistIds {\n  wishlist {\n    ...WishlistEntry\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WishlistProducts {\n  wishlist {\n    addedAt\n    product {\n      ...ProductCard\n    }\n  }\n}"): (typeof documents)["query WishlistProducts {\n  wishlist {\n    addedAt\n    product {\n      ...ProductCard\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;