// Card motion: a play's faces fly onto the table from where they came from (the person's
// hand, or a computer player's seat). Decoration only: nothing waits for it, and it is
// skipped when the system asks for reduced motion.
const reduced = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Animate `faces` (elements already in their final place) from the boxes `from` (one per
 * face, or fewer: the last box serves the rest).
 */
export function flyIn(faces, from) {
  if (!faces.length || !from.length || reduced() || typeof faces[0].animate !== "function") return;
  faces.forEach((face, i) => {
    const src = from[Math.min(i, from.length - 1)];
    const dst = face.getBoundingClientRect();
    if (!dst.width) return;
    const dx = src.left + src.width / 2 - (dst.left + dst.width / 2);
    const dy = src.top + src.height / 2 - (dst.top + dst.height / 2);
    const scale = Math.min(1.6, Math.max(0.5, src.width / dst.width));
    face.animate([
      { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, opacity: 0.7 },
      { transform: "none", opacity: 1 },
    ], { duration: 240 + i * 18, easing: "cubic-bezier(.2,.75,.25,1)" });
  });
}
