import type { SVGProps } from "react";

/** Inline icons (no icon font to download). Decorative: the control that holds one is labelled. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </Icon>
);
export const BagIcon = () => (
  <Icon>
    <path d="M5 8h14l-1 13H6L5 8z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </Icon>
);
export const HeartIcon = ({ filled }: { filled?: boolean }) => (
  <Icon fill={filled ? "currentColor" : "none"}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.6 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);
export const TrashIcon = () => (
  <Icon>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);
export const ChevronIcon = ({ open }: { open?: boolean }) => (
  <Icon width="16" height="16" style={{ transform: open ? "rotate(180deg)" : undefined }}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
export const ArrowIcon = ({ left }: { left?: boolean }) => (
  <Icon style={{ transform: left ? "rotate(180deg)" : undefined }}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);
export const FilterIcon = () => (
  <Icon>
    <path d="M4 5h16l-6 8v6l-4-2v-4L4 5z" />
  </Icon>
);
export const PhoneIcon = () => (
  <Icon width="18" height="18">
    <path d="M5 3h4l2 5-3 2a12 12 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A18 18 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </Icon>
);
export const ChatIcon = () => (
  <Icon width="18" height="18">
    <path d="M4 5h16v11H9l-5 4V5z" />
  </Icon>
);
export const InstagramIcon = () => (
  <Icon width="18" height="18">
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" />
  </Icon>
);
export const FacebookIcon = () => (
  <Icon width="18" height="18">
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z" />
  </Icon>
);
export const XIcon = () => (
  <Icon width="18" height="18">
    <path d="M4 4l16 16M20 4L4 20" />
  </Icon>
);
