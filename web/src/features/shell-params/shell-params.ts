/**
 * Query parameters the shell reads on any page (spec §2.2): enableDataTest (kept in a cookie),
 * ewayorderno + type (passed on to the order screens) and preview + title (passed on to the content
 * layout). `page` belongs to the listings, `branding` to the branding feature, the login-by-ids parameters to the
 * session (session/login-by-ids.ts), which signs in with them.
 */
const dataTestCookie = 'enableDataTest';
const ewayKey = 'comptoir.ewayOrder';

export const orderTypes = ['special', 'group', 'return'] as const;
export type EwayOrderType = (typeof orderTypes)[number];
export interface EwayOrder { orderNumbers: string[]; type: EwayOrderType | null }

const cookieValue = (name: string) => document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1);
const isOn = (value: string) => ['1', 'true', 'on'].includes(value.trim().toLowerCase());

/** ?enableDataTest=true switches test attributes on for 30 days (spec §9 cookie life); =false switches them off. */
export const readDataTest = (search: URLSearchParams): boolean => {
  const requested = search.get(dataTestCookie);
  if (requested !== null) {
    const on = isOn(requested);
    document.cookie = on ? `${dataTestCookie}=1; Path=/; Max-Age=${30 * 86_400}; SameSite=Lax` : `${dataTestCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
    return on;
  }
  return cookieValue(dataTestCookie) === '1';
};

/** ?ewayorderno=EW1,EW2&type=group: the order numbers (EW prefix optional) and their kind, kept for the visit. */
export const readEwayOrder = (search: URLSearchParams): EwayOrder | null => {
  const numbers = search.get('ewayorderno');
  if (numbers !== null) {
    const orderNumbers = numbers.split(',').map((n) => n.trim().toUpperCase().replace(/^EW/, '')).filter((n) => /^[A-Z0-9-]{1,30}$/.test(n)).slice(0, 50);
    const type = search.get('type');
    const order: EwayOrder = { orderNumbers, type: orderTypes.includes(type as EwayOrderType) ? (type as EwayOrderType) : null };
    try {
      sessionStorage.setItem(ewayKey, JSON.stringify(order));
    } catch {
      // Without storage the numbers live only on this URL.
    }
    return orderNumbers.length > 0 ? order : null;
  }
  try {
    const stored = JSON.parse(sessionStorage.getItem(ewayKey) ?? 'null') as EwayOrder | null;
    return stored && Array.isArray(stored.orderNumbers) && stored.orderNumbers.length > 0 ? stored : null;
  } catch {
    return null;
  }
};

/** ?preview=true&title=…: a content-layout preview (the api shows drafts only to an admin) and a layout by name. */
export interface LayoutPreview { preview: boolean; title: string | null }

const LAYOUT_TITLE_MAX = 120;

/** Read from the URL only: a preview is never kept, so the next visit of the page is the published one. */
export const readLayoutPreview = (search: URLSearchParams): LayoutPreview => {
  const title = search.get('title')?.trim() ?? '';
  return { preview: isOn(search.get('preview') ?? ''), title: title && title.length <= LAYOUT_TITLE_MAX ? title : null };
};
