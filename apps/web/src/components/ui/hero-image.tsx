/**
 * A public page's hero picture: 560 pixels wide at the height given, so the page keeps its room
 * before the picture loads, and fetched first, since it is the page's largest paint.
 */
export function HeroImage({ src, alt, height }: { src: string; alt: string; height: number }) {
  return <img className="hero-image" src={src} alt={alt} width="560" height={height} fetchPriority="high" />;
}
