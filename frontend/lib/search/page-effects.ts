/**
 * What opening the overlay does to the page behind it: the chat entry hides (as the mobile
 * navigation hides it), playing videos (a banner's) pause, and the page stops scrolling.
 * `coverPage` does all three and returns what undoes them: the chat and scrolling come back and
 * the videos it paused play on.
 */
export function coverPage(doc: Document = document): () => void {
  const root = doc.documentElement;
  const chatWasHidden = root.dataset.chatHidden;
  root.dataset.chatHidden = "true";

  const { body } = doc;
  const previousOverflow = body.style.overflow;
  body.style.overflow = "hidden";

  const paused: HTMLVideoElement[] = [];
  for (const video of Array.from(doc.querySelectorAll("video"))) {
    if (video.paused || video.ended) continue;
    video.pause();
    paused.push(video);
  }

  return () => {
    if (chatWasHidden === undefined) delete root.dataset.chatHidden;
    else root.dataset.chatHidden = chatWasHidden;
    body.style.overflow = previousOverflow;
    for (const video of paused) {
      if (video.isConnected) void video.play()?.catch(() => undefined);
    }
  };
}
