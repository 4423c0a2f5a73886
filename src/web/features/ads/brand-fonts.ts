/**
 * The bundled brand fonts for the browser (the same @fontsource packages the server draws ads
 * with), weights 400 and 700, so the kit form and the copy fields show each font in its own face.
 * Imported by the Ad Creatives route only: the files load with it, from this app, never a font service.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/700.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/700.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/playfair-display/700.css';
import '@fontsource/lora/400.css';
import '@fontsource/lora/700.css';
import '@fontsource/dm-sans/400.css';
import '@fontsource/dm-sans/700.css';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
