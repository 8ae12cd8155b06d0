package battleledger.ledger.api;

import battleledger.kernel.RuleViolation;
import battleledger.ledger.app.EventStoreQueries;
import battleledger.ledger.app.ReadModels;
import battleledger.ledger.stream.CatchUp;
import battleledger.ledger.stream.FeedItem;
import battleledger.ledger.stream.InOrder;
import battleledger.ledger.stream.LiveFeed;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.sse.Event;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

import java.time.Duration;
import java.util.List;

/**
 * GET /encounters/{id}/stream (DESIGN.md, The API): every change of an encounter as it is projected, as server-sent
 * events whose id is the change's store position. A client resuming with Last-Event-ID first gets what it missed,
 * read from the projection, then the live changes, none twice and none skipped: it listens before it reads, and
 * every change the client already has is left out, told by the encounter's sequence number ({@link InOrder}); a change
 * with one missing before it ends the stream, for the client to resume and read the missing one from the projection.
 */
@Controller("/encounters")
@Tag(name = "encounters")
public class StreamController {

    /** Ends the merge of changes and heartbeats when the changes end; never sent. */
    private static final Event<Object> END = Event.of("end");
    /** Live changes taken from a subscriber's buffer at a time. */
    private static final int LIVE_PREFETCH = 16;

    private final ReadModels reads;
    private final CatchUp catchUp;
    private final LiveFeed feed;
    private final StreamAudience audience;
    private final EventStoreQueries store;
    private final Duration heartbeat;
    private final io.micronaut.json.JsonMapper json;
    private final battleledger.ledger.security.Tokens tokens;

    public StreamController(ReadModels reads, CatchUp catchUp, LiveFeed feed, StreamAudience audience,
                            EventStoreQueries store, @Value("${ledger.stream.heartbeat:15s}") Duration heartbeat,
                            io.micronaut.json.JsonMapper json, battleledger.ledger.security.Tokens tokens) {
        this.reads = reads;
        this.tokens = tokens;
        this.json = json;
        this.store = store;
        this.catchUp = catchUp;
        this.feed = feed;
        this.audience = audience;
        this.heartbeat = heartbeat;
    }

    @Get(value = "/{id}/stream", produces = MediaType.TEXT_EVENT_STREAM)
    @io.micronaut.security.annotation.Secured({battleledger.ledger.security.Party.GM,
            battleledger.ledger.security.Party.PLAYER, battleledger.ledger.security.Party.SPECTATOR,
            battleledger.ledger.security.Party.AUDIT, battleledger.ledger.security.Party.ADMIN})
    @ExecuteOn(Reads.EXECUTOR)
    @Operation(summary = "Follow the encounter live", description = "Server-sent events: one per projected change, "
            + "its id the store position and its data the log line (text, rule, rolls). Resume with the Last-Event-ID "
            + "header (or ?lastEventId=) to get exactly the changes missed; without it the stream starts at the "
            + "encounter's first event. Heartbeat comments keep the connection open. A client too slow to keep up "
            + "sees its stream end and resumes from its last id; so does one whose next change would come with one "
            + "missing before it (its projection moving between nodes), which the resume reads. Filtered by the "
            + "token like the log: ?as= reads as a viewer the token may read as.")
    public Flux<Event<Object>> stream(HttpRequest<?> request, @PathVariable String id,
                                      @Nullable @Header("Last-Event-ID") String lastEventId,
                                      @Nullable @QueryValue("lastEventId") String resumeAt,
                                      @Nullable @QueryValue("as") String as,
                                      io.micronaut.security.authentication.Authentication authentication) {
        long after = position(lastEventId != null ? lastEventId : resumeAt);
        reads.awaitProjected(id, null);
        if (after >= 0) {
            long last = store.lastPositionAtOrBefore(id, Long.MAX_VALUE);
            if (after > last) {
                // no stream sent it (every event is stored before it is streamed): resumed from there, the client
                // would silently miss the events stored up to it
                throw RuleViolation.invalid("invalid-event-id", "Last-Event-ID " + after + " is past this encounter's"
                        + " last event (" + last + "): resume from the last id the stream sent");
            }
        }
        Views.Viewer viewer = audience.of(authentication, as, id);
        java.util.Set<String> own = audience.ownNames(viewer, id);
        LiveFeed.Listener listener = feed.listen(id);
        List<FeedItem> missed;
        try {
            missed = catchUp.after(id, after);
        } catch (RuntimeException e) {
            listener.close();
            throw e;
        }
        InOrder fresh;
        try {
            fresh = new InOrder(store.lastSequenceAtOrBefore(id, after));
        } catch (RuntimeException e) {
            listener.close();
            throw e;
        }
        Flux<Event<Object>> changes = Flux.fromIterable(missed)
                // the projection only hands live changes over; each subscriber's own work runs off its thread
                .concatWith(listener.items().publishOn(Schedulers.parallel(), LIVE_PREFETCH))
                .<FeedItem>handle((item, sink) -> {
                    switch (fresh.judge(item)) {
                        case SEND -> sink.next(item);
                        case HAD -> { }
                        // a line missing before this one: the client resumes from its last id and reads it (InOrder)
                        case MISSING_BEFORE -> sink.complete();
                    }
                })
                // the data written here as JSON text, with the API's own mapper: an object was written by Micronaut's JSON
                // writer, which sets the response's Content-Type meanwhile, and a subscriber whose headers went out in
                // that moment got none (StreamHttpTest saw it once in CI; micronaut-core #11810 is the same race)
                .map(item -> Event.<Object>of(text(StreamLine.of(item, viewer, own))).id(Long.toString(item.position())))
                .doFinally(signal -> listener.close());
        // a token revoked ends its open streams: at once on this node, at the next heartbeat on another
        battleledger.ledger.security.Party party = battleledger.ledger.security.Party.of(authentication);
        Flux<Event<Object>> revoked = tokens.revocations().filter(party.name()::equals).map(tokenId -> END);
        Flux<Event<Object>> beats = Flux.interval(heartbeat, heartbeat).publishOn(Schedulers.boundedElastic())
                .map(n -> inForce(party) ? Event.<Object>of("").comment("heartbeat") : END);
        return Flux.merge(changes.concatWith(Mono.just(END)), beats, revoked)
                .takeWhile(event -> event != END);
    }

    /** Whether the stream's token is still in force; a store that cannot be read just now does not cut it. */
    private boolean inForce(battleledger.ledger.security.Party party) {
        try {
            return tokens.inForce(party);
        } catch (RuntimeException e) {
            return true;
        }
    }

    private String text(StreamLine line) {
        try {
            return json.writeValueAsString(line);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("a stream line could not be written as JSON", e);
        }
    }

    /** A Last-Event-ID: a store position, or nothing to start at the beginning. */
    static long position(String lastEventId) {
        if (lastEventId == null || lastEventId.isBlank()) {
            return -1;
        }
        try {
            long position = Long.parseLong(lastEventId.trim());
            if (position < 0) {
                throw new NumberFormatException();
            }
            return position;
        } catch (NumberFormatException e) {
            throw RuleViolation.invalid("invalid-event-id",
                    "Last-Event-ID is the store position of the last event received, 0 or more");
        }
    }

    /**
     * One change as a viewer may read it: the log line (its secret only for those privy to it) and its rolls (the
     * roller left out where the line keeps an imperceptible caster secret), with the store position.
     */
    record StreamLine(long position, long sequence, int step, String type, String kind, String text, String rule,
                      List<Views.RollLine> rolls, String secret) {
        static StreamLine of(FeedItem item, Views.Viewer viewer, java.util.Set<String> ownNames) {
            // as the log tells it: no seed, no other's readied action (Disclosure.line)
            Views.Line line = Disclosure.line(Views.Line.of(item.line(), viewer), viewer, ownNames);
            return new StreamLine(item.position(), line.sequence(), line.step(), line.type(), line.kind(),
                    line.text(), line.rule(), Views.RollLine.of(item.line(), viewer), line.secret());
        }
    }
}
