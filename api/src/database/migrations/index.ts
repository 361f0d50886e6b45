import { StaffAccounts1796900001400 } from "./1796900001400-StaffAccounts";
import { Accounts1795306858253 } from "./1795306858253-Accounts";
import { Catalog1795307014236 } from "./1795307014236-Catalog";
import { ProductSoldCount1795307411644 } from "./1795307411644-ProductSoldCount";
import { CatalogSearchReviewsBanner1795307806972 } from "./1795307806972-CatalogSearchReviewsBanner";
import { Commerce1795308004944 } from "./1795308004944-Commerce";
import { CheckoutCustomerEmail1795308471724 } from "./1795308471724-CheckoutCustomerEmail";
import { CatalogVersion1795311347852 } from "./1795311347852-CatalogVersion";
import { SentEmails1795320000000 } from "./1795320000000-SentEmails";
import { SessionsAndWideTotals1795400000000 } from "./1795400000000-SessionsAndWideTotals";
import { PaymentRecords1795500000000 } from "./1795500000000-PaymentRecords";
import { Fulfilment1795600000000 } from "./1795600000000-Fulfilment";
import { GstInvoicing1795700000000 } from "./1795700000000-GstInvoicing";
import { ProductVariants1795800000000 } from "./1795800000000-ProductVariants";
import { CatalogImports1795800000001 } from "./1795800000001-CatalogImports";
import { PromotionsCodServiceability1795900000000 } from "./1795900000000-PromotionsCodServiceability";
import { ShopPolicies1796000000000 } from "./1796000000000-ShopPolicies";
import { BannerSlideTexts1796000000001 } from "./1796000000001-BannerSlideTexts";
import { CheckoutReturnOrigin1796000000002 } from "./1796000000002-CheckoutReturnOrigin";
import { AddressBookAndWishlist1796100000000 } from "./1796100000000-AddressBookAndWishlist";
import { Webhooks1796200000000 } from "./1796200000000-Webhooks";
import { ReturnedToOrigin1796600000000 } from "./1796600000000-ReturnedToOrigin";
import { ProductOptionValues1796600000001 } from "./1796600000001-ProductOptionValues";
import { CatalogImportRowsHeldBack1796700000040 } from "./1796700000040-CatalogImportRowsHeldBack";
import { SignInAddresses1796712000000 } from "./1796712000000-SignInAddresses";
import { CouponsForOneEmail1796712000001 } from "./1796712000001-CouponsForOneEmail";
import { RefundStates1796870000000 } from "./1796870000000-RefundStates";
import { PaymentMethods1796870000001 } from "./1796870000001-PaymentMethods";
import { StrayCaptures1796870000002 } from "./1796870000002-StrayCaptures";
import { Payouts1796880000050 } from "./1796880000050-Payouts";
import { CodRemittances1796880000051 } from "./1796880000051-CodRemittances";
import { ReconciliationDifferences1796890000000 } from "./1796890000000-ReconciliationDifferences";
import { RazorpayMethods1796890000001 } from "./1796890000001-RazorpayMethods";
import { OrderNumbers1796900000000 } from "./1796900000000-OrderNumbers";
import { PhoneSignIn1796900000001 } from "./1796900000001-PhoneSignIn";
import { DeliveryHolidays1796900000100 } from "./1796900000100-DeliveryHolidays";
import { RatingsFromReviews1796900000101 } from "./1796900000101-RatingsFromReviews";
import { SearchDocumentWithCategory1796900000102 } from "./1796900000102-SearchDocumentWithCategory";
import { ProductSearchEngineFields1796900000420 } from "./1796900000420-ProductSearchEngineFields";
import { ShiprocketShipments1796900001200 } from "./1796900001200-ShiprocketShipments";
import { CategorySearchEngineFields1796900000430 } from "./1796900000430-CategorySearchEngineFields";
import { StaffRoles1796900001000 } from "./1796900001000-StaffRoles";
import { AuditLog1796900001100 } from "./1796900001100-AuditLog";
import { Messaging1796900001300 } from "./1796900001300-Messaging";

/** Every migration, oldest first. Generated with `npm run migration:generate -w api -- src/database/migrations/Name`. */
export const migrations = [
  Accounts1795306858253,
  Catalog1795307014236,
  ProductSoldCount1795307411644,
  CatalogSearchReviewsBanner1795307806972,
  Commerce1795308004944,
  CheckoutCustomerEmail1795308471724,
  CatalogVersion1795311347852,
  SentEmails1795320000000,
  SessionsAndWideTotals1795400000000,
  PaymentRecords1795500000000,
  Fulfilment1795600000000,
  GstInvoicing1795700000000,
  ProductVariants1795800000000,
  CatalogImports1795800000001,
  PromotionsCodServiceability1795900000000,
  ShopPolicies1796000000000,
  BannerSlideTexts1796000000001,
  CheckoutReturnOrigin1796000000002,
  AddressBookAndWishlist1796100000000,
  Webhooks1796200000000,
  ReturnedToOrigin1796600000000,
  ProductOptionValues1796600000001,
  CatalogImportRowsHeldBack1796700000040,
  SignInAddresses1796712000000,
  CouponsForOneEmail1796712000001,
  RefundStates1796870000000,
  PaymentMethods1796870000001,
  StrayCaptures1796870000002,
  Payouts1796880000050,
  CodRemittances1796880000051,
  ReconciliationDifferences1796890000000,
  RazorpayMethods1796890000001,
  OrderNumbers1796900000000,
  PhoneSignIn1796900000001,
  DeliveryHolidays1796900000100,
  RatingsFromReviews1796900000101,
  SearchDocumentWithCategory1796900000102,
  ProductSearchEngineFields1796900000420,
  CategorySearchEngineFields1796900000430,
  StaffRoles1796900001000,
  AuditLog1796900001100,
  ShiprocketShipments1796900001200,
  Messaging1796900001300,
  StaffAccounts1796900001400,
];
