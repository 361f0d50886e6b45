/**
 * The storefront lives beside the admin app on the same origin, outside its router (basename
 * /admin): going "home" is a full page load of `/`.
 */
export function goToStorefrontHome(): void {
  window.location.assign("/");
}
