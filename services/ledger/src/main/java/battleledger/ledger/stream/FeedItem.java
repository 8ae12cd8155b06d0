package battleledger.ledger.stream;

import battleledger.ledger.projection.LogEntry;

/** One projected change of an encounter: its log line and the store position of the event it tells. */
public record FeedItem(String encounterId, long position, LogEntry line) {
}
