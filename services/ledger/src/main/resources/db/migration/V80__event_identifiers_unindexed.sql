-- Issue 18: nothing reads an event by its identifier (the projection, replay and rebuild read by position or by
-- encounter and sequence), and an identifier is unique by how it is made (axon/TimeOrderedIds: the millisecond, a
-- counter that never goes back within a node, 62 random bits). The unique index Axon's schema puts on it cost every
-- append one more index entry of ~40 bytes and a tenth of what each flush writes to H2's file (docs/performance.md,
-- stop 32). Two appends of the same encounter and sequence are still refused by uk_domain_event_aggregate_sequence.
ALTER TABLE domain_event_entry DROP CONSTRAINT uk_domain_event_identifier;
