-- A SKU sold in several colours and sizes: one mapping row per SKU and variant. An empty colour or
-- size takes the order line's (checked against the product's blank); a filled one is for that
-- variant only, so one SKU may map each colour to its own product.
drop index mes_oms_product_mapping_sku;
create unique index mes_oms_product_mapping_sku on mes_oms_product_mapping
  (tenant_id, platform, coalesce(shop_name, ''), sku_code, lower(coalesce(colour, '')), lower(coalesce(size, '')))
  where not is_delete;

-- Which garments a product material is for: 0 every garment, 1 light only, 2 dark only (the dark
-- pretreatment is not sprayed on a white shirt).
alter table mes_product_material add column shade int not null default 0;
