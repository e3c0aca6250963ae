// A product's images in its editor: the chosen gallery images in order (the first is the booking page's card
// image), each with its alt text, removable; more are added from the workspace's verified gallery images.
import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { Field } from '../ui.js';
import { fieldWithin } from './products.js';

export interface ChosenImage {
  fileId: string;
  altText: string;
}

interface GalleryImage {
  id: string;
  originalName: string;
  metadata: { altText: string | null };
}

/** The most images a product shows (the API's limit). */
const MAX = 20;

export function ProductImages(props: { value: ChosenImage[]; onChange: (v: ChosenImage[]) => void; error: unknown }) {
  const [gallery, setGallery] = useState<GalleryImage[] | null>(null);
  const [adding, setAdding] = useState('');
  useEffect(() => {
    api
      .GET('/v1/gallery/files', { params: { query: { type: 'image', status: 'completed', limit: 100 } } })
      .then(({ data }) => setGallery(data.data as GalleryImage[]))
      .catch(() => setGallery([]));
  }, []);
  const nameOf = (fileId: string) => gallery?.find((g) => g.id === fileId)?.originalName ?? fileId;
  const left = (gallery ?? []).filter((g) => !props.value.some((v) => v.fileId === g.id));
  const set = (i: number, altText: string) =>
    props.onChange(props.value.map((v, j) => (j === i ? { ...v, altText } : v)));
  const add = () => {
    const file = left.find((g) => g.id === adding);
    if (!file) return;
    props.onChange([...props.value, { fileId: file.id, altText: file.metadata.altText ?? '' }]);
    setAdding('');
  };
  return (
    <fieldset class="product-images">
      <legend>Images</legend>
      {props.value.length === 0 ? (
        <p class="hint">No images. The first one added shows on the booking page’s product card.</p>
      ) : (
        <ol>
          {props.value.map((v, i) => (
            <li key={v.fileId}>
              <Field
                label={`Alt text for ${nameOf(v.fileId)}${i === 0 ? ' (card image)' : ''}`}
                name={fieldWithin(props.error, `media[${i}]`)}
                error={props.error}
              >
                {(id, d) => (
                  <input
                    id={id}
                    aria-describedby={d}
                    maxLength={1000}
                    value={v.altText}
                    onInput={(e) => set(i, e.currentTarget.value)}
                  />
                )}
              </Field>
              <button
                type="button"
                aria-label={`Remove ${nameOf(v.fileId)}`}
                onClick={() => props.onChange(props.value.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      {props.value.length < MAX && (
        <div class="add-image">
          <Field label="Add an image from the gallery" name="media" error={props.error}>
            {(id, d) => (
              <select
                id={id}
                aria-describedby={d}
                value={adding}
                onChange={(e) => setAdding(e.currentTarget.value)}
                disabled={!gallery || left.length === 0}
              >
                <option value="">
                  {gallery === null ? 'Loading…' : left.length ? 'Choose an image' : 'No more images'}
                </option>
                {left.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.originalName}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="button" onClick={add} disabled={!adding}>
            Add image
          </button>
        </div>
      )}
    </fieldset>
  );
}
