package battleledger.ledger.projection;

import battleledger.kernel.state.EncounterState;

/**
 * An encounter as the projection has folded it: the kernel state, the sequence number of the last event folded,
 * and that event's position in the store.
 */
record Projected(EncounterState state, long sequence, long position) {
}
