-- Search and catalogue statements are short OLTP queries whose estimated cost (a top-N over 100,000
-- products, a dozen facet groups) crosses jit_above_cost: Postgres 15 then spends 300-500 ms compiling
-- each one, several times the query itself. Turn JIT off for this database (new sessions pick it up).
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET jit = off', current_database()); END $$;
