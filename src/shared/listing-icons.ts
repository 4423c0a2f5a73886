/**
 * The icons a listing infographic's callouts can carry: a chosen set from Lucide (ISC licence,
 * https://lucide.dev), bundled through the `lucide` package and never fetched. The same drawing
 * data feeds the engine (rasterised in the image) and the web app (the picker), so what the user
 * picks is what is drawn.
 */
import {
  Award,
  Baby,
  BatteryFull,
  Bluetooth,
  Brush,
  Camera,
  Check,
  Clock,
  Cpu,
  Droplets,
  Dumbbell,
  Eye,
  Feather,
  Flame,
  Gem,
  Gift,
  Globe,
  Hand,
  Heart,
  Layers,
  Leaf,
  Lock,
  Maximize,
  Move,
  Music,
  Package,
  PawPrint,
  Plug,
  Recycle,
  Ruler,
  Scissors,
  Shirt,
  ShieldCheck,
  Smile,
  Snowflake,
  Sparkles,
  Star,
  Sun,
  Thermometer,
  Timer,
  Utensils,
  Volume2,
  Weight,
  Wifi,
  Wind,
  Wrench,
  Zap,
  type IconNode,
} from 'lucide';

/** Icon id (kebab-case, Lucide's name) to its drawing. */
export const LISTING_ICON_NODES = {
  check: Check,
  'shield-check': ShieldCheck,
  droplets: Droplets,
  leaf: Leaf,
  zap: Zap,
  'battery-full': BatteryFull,
  ruler: Ruler,
  weight: Weight,
  sparkles: Sparkles,
  heart: Heart,
  sun: Sun,
  snowflake: Snowflake,
  thermometer: Thermometer,
  recycle: Recycle,
  package: Package,
  timer: Timer,
  'volume-2': Volume2,
  wifi: Wifi,
  bluetooth: Bluetooth,
  hand: Hand,
  feather: Feather,
  gem: Gem,
  lock: Lock,
  wrench: Wrench,
  star: Star,
  clock: Clock,
  maximize: Maximize,
  layers: Layers,
  wind: Wind,
  flame: Flame,
  baby: Baby,
  'paw-print': PawPrint,
  shirt: Shirt,
  utensils: Utensils,
  plug: Plug,
  cpu: Cpu,
  camera: Camera,
  music: Music,
  dumbbell: Dumbbell,
  brush: Brush,
  scissors: Scissors,
  globe: Globe,
  award: Award,
  gift: Gift,
  smile: Smile,
  eye: Eye,
  move: Move,
} as const satisfies Record<string, IconNode>;

export type ListingIcon = keyof typeof LISTING_ICON_NODES;
export const LISTING_ICONS = Object.keys(LISTING_ICON_NODES) as ListingIcon[];

const escapeAttr = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A standalone SVG of an icon: Lucide's 24 x 24 drawing (2 px round strokes) at `size` px in
 * `colour` ('#rrggbb'). @throws when `icon` is not one of LISTING_ICONS.
 */
export function listingIconSvg(icon: ListingIcon, colour: string, size: number): string {
  const node = LISTING_ICON_NODES[icon] as IconNode | undefined;
  if (!node) throw new Error(`unknown icon: ${icon}`);
  const body = node
    .map(([tag, attrs]) => `<${tag} ${Object.entries(attrs ?? {}).map(([k, v]) => `${k}="${escapeAttr(v as string | number)}"`).join(' ')}/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${escapeAttr(colour)}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}
