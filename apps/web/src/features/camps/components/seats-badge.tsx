/** 'Full', or how many seats are left ('1 seat left', '3 seats left'); few seats stand out. */
export function SeatsBadge({ seatsLeft }: { seatsLeft: number }) {
  if (seatsLeft <= 0) return <span className="badge text-bg-danger seats-badge">Full</span>;
  const text = `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
  return (
    <span className={`badge seats-badge ${seatsLeft <= 5 ? 'text-bg-warning' : 'seats-badge-open'}`}>
      {text}
    </span>
  );
}
