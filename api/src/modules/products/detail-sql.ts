import { sql, type SQL } from 'drizzle-orm';
import type { CardRow } from '../search/index.ts';

/** The product page's columns beyond the card (spec §3 'Product detail'). */
export interface DetailRow extends CardRow {
  code_jda: string;
  long_description_en: string;
  long_description_fr: string;
  taxonomy: { id: string; name_en: string; name_fr: string; level: number }[];
  media_ids: string[] | null;
  variant_type: string | null;
  variants: { code: string; value_en: string | null; value_fr: string | null }[] | null;
  specifications: { title: { en: string; fr: string }; rows: { label: { en: string; fr: string }; value: { en: string; fr: string } }[] }[];
  safety_data_sheets: { title: { en: string; fr: string }; url: { en: string; fr: string } }[];
  printer_models: string[];
  box_length_in: number | null;
  box_width_in: number | null;
  box_height_in: number | null;
  box_resistance_type: string | null;
  upsell_ids: string[] | null;
  alternate_formats: { code: string; format_en: string | null; format_fr: string | null; quantity: number | null }[] | null;
  fees: { feeType: number; amount: number; isExemptFromAssemblyFees: boolean }[] | null;
}

/** Extra columns for the rows of `page` (alias pg) joined to products p; every list is one indexed lookup. */
export function detailColumnsSql(): SQL {
  return sql`p.code_jda, p.long_description_en, p.long_description_fr,
    (select json_agg(json_build_object('id', t.id, 'name_en', t.name_en, 'name_fr', t.name_fr, 'level', t.level) order by t.level)
      from (select c1.id, c1.name_en, c1.name_fr, c1.level from categories c1 where c1.id = p.category_id
            union all select c2.id, c2.name_en, c2.name_fr, c2.level from categories c1 join categories c2 on c2.id = c1.parent_id where c1.id = p.category_id
            union all select c3.id, c3.name_en, c3.name_fr, c3.level from categories c1 join categories c2 on c2.id = c1.parent_id
              join categories c3 on c3.id = c2.parent_id where c1.id = p.category_id) t) as taxonomy,
    (select json_agg(pm.id order by pm.position) from product_media pm where pm.product_id = p.id) as media_ids,
    (select vg.variant_type from variant_groups vg where vg.id = p.variant_group_id) as variant_type,
    (select json_agg(json_build_object('code', v.code, 'value_en', v.variant_value_en, 'value_fr', v.variant_value_fr) order by v.code)
      from products v where v.variant_group_id = p.variant_group_id and not v.is_restricted) as variants,
    p.specifications, p.safety_data_sheets, p.printer_models, p.box_length_in, p.box_width_in, p.box_height_in, p.box_resistance_type,
    -- Spec §3: upsell products, restricted excluded.
    (select json_agg(r.related_product_id order by r.sequence) from product_relations r join products u on u.id = r.related_product_id
      where r.product_id = p.id and r.kind = 'upsell' and not u.is_restricted) as upsell_ids,
    (select json_agg(json_build_object('code', a.code, 'format_en', r.format_en, 'format_fr', r.format_fr, 'quantity', r.quantity) order by r.sequence)
      from product_relations r join products a on a.id = r.related_product_id
      -- Restricted excluded, as variants and upsells: a restricted format linked to a page saying the product is not offered.
      where r.product_id = p.id and r.kind = 'alternateFormat' and not a.is_restricted) as alternate_formats,
    (select json_agg(json_build_object('feeType', f.fee_type, 'amount', f.amount, 'isExemptFromAssemblyFees', f.is_exempt_from_assembly_fees) order by f.fee_type)
      from product_fees f where f.product_id = p.id) as fees`;
}
