/** The academy's ball mark (decorative; the brand name is always next to it). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="14" fill="#fff" />
      <path d="M16 9.5l4.6 3.3-1.8 5.4h-5.6l-1.8-5.4z" fill="#0b3d20" />
      <path
        d="M16 2v7.5M20.6 12.8l6.9-2.6M18.8 18.2l4.4 6.1M13.2 18.2l-4.4 6.1M11.4 12.8l-6.9-2.6"
        stroke="#0b3d20"
        strokeWidth="1.6"
        fill="none"
      />
      <circle cx="16" cy="16" r="14" fill="none" stroke="#0b3d20" strokeWidth="1.6" />
    </svg>
  );
}
