/** LinkedIn image URNs as the images API issues them; anything else never leaves this server. */
export const LINKEDIN_IMAGE_URN = /^urn:li:image:[A-Za-z0-9_-]{1,100}$/;

/** Our bundled sample images: a namespace LinkedIn never uses, so the two can't be confused. */
const SAMPLE_IMAGE_ID = /^sample-image:[a-z0-9-]{1,40}$/;

/** Post URNs (`urn:li:share:…`, `urn:li:ugcPost:…`); they also build the post's public URL. */
export const LINKEDIN_POST_URN = /^urn:li:[A-Za-z]{1,30}:[A-Za-z0-9_-]{1,100}$/;

export const isLinkedInImageUrn = (id: string) => LINKEDIN_IMAGE_URN.test(id);
export const isSampleImageId = (id: string) => SAMPLE_IMAGE_ID.test(id);
