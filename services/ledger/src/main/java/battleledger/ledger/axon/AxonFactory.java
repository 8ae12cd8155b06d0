package battleledger.ledger.axon;

import battleledger.ledger.json.KernelJson;
import battleledger.ledger.ops.CommandMetrics;
import battleledger.ledger.projection.AppendNotices;
import battleledger.ledger.projection.EncounterProjector;
import battleledger.ledger.projection.ProjectionNotices;
import battleledger.ledger.projection.ProjectionCache;
import battleledger.ledger.projection.ProjectionProgress;
import battleledger.ledger.projection.ReadModelWriter;
import battleledger.ledger.stream.LiveFeed;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.convert.format.ReadableBytes;
import io.micronaut.data.connection.ConnectionOperations;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import io.micronaut.transaction.SynchronousTransactionManager;
import jakarta.inject.Singleton;
import org.axonframework.commandhandling.SimpleCommandBus;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.commandhandling.gateway.DefaultCommandGateway;
import org.axonframework.lifecycle.Phase;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.config.AggregateConfigurer;
import org.axonframework.config.Configuration;
import org.axonframework.config.Configurer;
import org.axonframework.config.DefaultConfigurer;
import org.axonframework.eventhandling.PropagatingErrorHandler;
import org.axonframework.eventhandling.async.SequentialPerAggregatePolicy;
import org.axonframework.eventhandling.pooled.PooledStreamingEventProcessor;
import org.axonframework.eventhandling.tokenstore.jdbc.JdbcTokenStore;
import org.axonframework.eventhandling.tokenstore.jdbc.TokenSchema;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;
import org.axonframework.serialization.upcasting.event.EventUpcasterChain;

import javax.sql.DataSource;
import java.sql.Connection;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Wires Axon Framework 4 through its own non-Spring Configurer inside Micronaut (notes/axon-on-micronaut.md): a
 * JDBC event store on the Flyway-created tables, Jackson for events, messages and snapshots with stable event
 * names, the Encounter aggregate with a cache, and the projections on a pooled streaming processor whose token
 * lives in the same database.
 */
@Factory
public class AxonFactory {

    /** The event store's tables and columns, as V1__event_store.sql creates them. */
    public static final EventSchema EVENT_SCHEMA = EventSchema.builder()
            .eventTable("domain_event_entry").snapshotTable("snapshot_event_entry")
            .globalIndexColumn("global_index").timestampColumn("time_stamp")
            .eventIdentifierColumn("event_identifier").aggregateIdentifierColumn("aggregate_identifier")
            .sequenceNumberColumn("sequence_number").typeColumn("aggregate_type")
            .payloadTypeColumn("payload_type").payloadRevisionColumn("payload_revision")
            .payloadColumn("payload").metaDataColumn("meta_data")
            .build();

    static final TokenSchema TOKEN_SCHEMA = TokenSchema.builder()
            .setTokenTable("token_entry").setProcessorNameColumn("processor_name").setSegmentColumn("segment")
            .setTokenColumn("token").setTokenTypeColumn("token_type").setTimestampColumn("time_stamp")
            .setOwnerColumn("token_owner")
            .build();

    /**
     * The embedded event store over the JDBC engine, looking for new events every {@code fetchDelay} when nothing woke
     * it (issue 18, read-your-writes with 16 writers on PostgreSQL). Its reader is woken by this node's commits, but a
     * processor whose token has gaps that the store's cache does not (a gap filled after the cache took its event) is
     * taken for one that fell behind the cache and reads on a stream of its own, which only looks again after the
     * fetch delay: Axon's 1,000 ms put reads waiting for their own writes at 300 ms (p50) and 640 ms (p99) under 16
     * writers on PostgreSQL, where commits leave gaps all the time. An idle look is one indexed query.
     * <p>
     * The store keeps the last {@code cachedEvents} events it read, with their payloads once deserialized, for the
     * streams that follow it (this node's projection: one stream); a stream further behind reads from the store. Axon's
     * 10,000 held ~25 MiB of a 128 MiB heap for good (issue 18: with the battles' caches, the heap stayed so full that
     * the collector ran full collections back to back); 2,000 cover more than half a second of 16 writers.
     */
    private static EmbeddedEventStore embeddedStore(org.axonframework.config.Configuration c, java.time.Duration fetchDelay,
                                                    int cachedEvents, ProjectionNotices notices,
                                                    AppendNotices appended, JdbcEventStorageEngine engine) {
        TellingEventStore store = new TellingEventStore(EmbeddedEventStore.builder().storageEngine(engine)
                .fetchDelay(Math.max(1, fetchDelay.toMillis())).timeUnit(java.util.concurrent.TimeUnit.MILLISECONDS)
                .cachedEvents(cachedEvents), appended::appended);
        notices.onAppendedElsewhere(store::wake); // PostgreSQL: another node appended, look now (AppendNotices)
        c.onShutdown(store::shutDown);
        return store;
    }

    @Singleton
    EventCatalog eventCatalog() {
        return new EventCatalog();
    }

    @Singleton
    Upcasters upcasters() {
        return new Upcasters();
    }

    /**
     * The encounters decided lately, as much of them as {@code ledger.caches.aggregates} holds; the service drops one
     * whose state may be behind the store.
     */
    @Singleton
    org.axonframework.common.caching.Cache aggregateCache(
            @Value("${ledger.caches.aggregates:16MB}") @ReadableBytes long budget) {
        return new AggregateCache(budget);
    }

    @Context
    @Bean(preDestroy = "shutdown")
    Configuration axonConfiguration(DataSource dataSource,
                                    SynchronousTransactionManager<Connection> transactions,
                                    ConnectionOperations<Connection> connections,
                                    EventCatalog catalog, Upcasters upcasters,
                                    ReadModelWriter writer, ProjectionCache cache, ProjectionProgress progress,
                                    ProjectionNotices notices, AppendNotices appended,
                                    LiveFeed feed, battleledger.ledger.app.EventStoreQueries queries,
                                    @Value("${ledger.projections.batch-size:100}") int batchSize,
                                    @Value("${ledger.projections.segments:2}") int segments,
                                    @Value("${ledger.projections.max-claimed-segments:32767}") int maxClaimed,
                                    @Value("${ledger.projections.share-grace:30s}") java.time.Duration shareGrace,
                                    org.axonframework.common.caching.Cache aggregateCache,
                                    io.micrometer.core.instrument.MeterRegistry meters,
                                    ClusterSettings cluster,
                                    @Value("${datasources.default.url:}") String url,
                                    @Value("${ledger.store.group-commit:true}") boolean groupCommit,
                                    @Value("${ledger.store.fetch-delay:25ms}") java.time.Duration fetchDelay,
                                    @Value("${ledger.store.cached-events:2000}") int cachedEvents,
                                    @Value("${ledger.projections.gather:0ms}") java.time.Duration gather) {
        Serializer serializer = new LedgerSerializer(
                JacksonSerializer.builder().objectMapper(KernelJson.newMapper()), catalog);
        TransactionManager tm = new MicronautTransactionManager(transactions);
        ConnectionProvider cp = new MicronautConnectionProvider(connections,
                DelegatingDataSource.unwrapDataSource(dataSource));
        AtomicReference<Configuration> built = new AtomicReference<>();
        AtomicReference<Projections> started = new AtomicReference<>(); // the projection, once it runs
        EncounterProjector projector = new EncounterProjector(writer, cache, progress, () -> built.get().eventStore(),
                feed, queries);

        Configurer configurer = DefaultConfigurer.defaultConfiguration()
                .configureSerializer(c -> serializer)
                .configureEventSerializer(c -> serializer)
                .configureMessageSerializer(c -> serializer)
                .configureTransactionManager(c -> tm)
                .configureCorrelationDataProviders(c -> List.of())
                .configureEventStore(c -> embeddedStore(c, fetchDelay, cachedEvents, notices, appended,
                        JdbcEventStorageEngine.builder()
                        .connectionProvider(cp)
                        .transactionManager(tm)
                        .eventSerializer(serializer)
                        .snapshotSerializer(serializer)
                        .upcasterChain(new EventUpcasterChain(upcasters.all()))
                        .persistenceExceptionResolver(new DuplicateKeyResolver())
                        .schema(EVENT_SCHEMA)
                        .dataType(byte[].class)
                        .readEventDataWithGaps(GapReads::afterWithGaps)
                        .build()))
                .configureAggregate(AggregateConfigurer.defaultConfiguration(EncounterAggregate.class)
                        .configureCommandTargetResolver(c -> EncounterCommands.target())
                        .configureCache(c -> aggregateCache));
        // several nodes (issue 12): each encounter's commands to the one node that owns it, over JGroups
        ClusterCommandBus clusterBus = cluster.isEnabled()
                ? ClusterCommandBus.create(cluster, SimpleCommandBus.builder().transactionManager(tm).build(), catalog)
                : null;
        if (clusterBus != null) {
            configurer.configureCommandBus(c -> clusterBus.bus());
            configurer.onShutdown(Phase.OUTBOUND_COMMAND_CONNECTORS, clusterBus::disconnect);
        }
        // an answer only once the command's events are on the disk, several commands to one flush (issue 18)
        DurableCommands.forStore(url, DelegatingDataSource.unwrapDataSource(dataSource), groupCommit)
                .ifPresent(durable -> {
                    durable.group().register(meters);
                    configurer.registerComponent(CommandGateway.class, c -> DefaultCommandGateway.builder()
                            .commandBus(durable.around(c.commandBus())).build());
                });
        configurer.eventProcessing()
                .registerTokenStore(c -> {
                    JdbcTokenStore.Builder tokens = JdbcTokenStore.builder()
                            .connectionProvider(cp)
                            .serializer(serializer)
                            .schema(TOKEN_SCHEMA)
                            .contentType(byte[].class);
                    String owner = TokenOwner.of(url); // a restarted node takes its own segments back at once
                    return (owner == null ? tokens : tokens.nodeId(owner)).build();
                })
                // streams that call the processor back when events arrive, not every 500 ms, and with a gather set
                // (off by default) a busy moment's events together (issue 18)
                .registerPooledStreamingEventProcessor(EncounterProjector.GROUP,
                        c -> new SignallingSource(c.eventStore(), fetchDelay.toMillis(), gather.toMillis(),
                                progress::batches),
                        (c, builder) -> builder.batchSize(batchSize).initialSegmentCount(segments)
                                .maxSegmentProvider(new ClaimShare(maxClaimed, shareGrace.toMillis(),
                                        System::currentTimeMillis,
                                        () -> started.get() == null ? -1 : started.get().segmentsHere().size(),
                                        () -> LiveClaims.unheld(DelegatingDataSource.unwrapDataSource(dataSource),
                                                EncounterProjector.GROUP, java.time.Instant.now()))))
                // each encounter's events to one segment: the batches of different segments write disjoint rows and
                // commit side by side (issue 18; ReadModelWriter.writing, ProjectionCache.committing)
                .registerSequencingPolicy(EncounterProjector.GROUP,
                        c -> SequentialPerAggregatePolicy.instance())
                .registerEventHandler(c -> projector)
                .registerListenerInvocationErrorHandler(EncounterProjector.GROUP,
                        c -> PropagatingErrorHandler.instance());
        Configuration configuration = configurer.buildConfiguration();
        built.set(configuration);
        CommandMetrics metrics = new CommandMetrics(meters);
        configuration.commandBus().registerHandlerInterceptor(metrics);
        configuration.commandBus().registerHandlerInterceptor(new FreshState(aggregateCache));
        // a command's idempotency key, stored with its events (issue 12)
        configuration.commandBus().registerHandlerInterceptor(new KeyedCommands(cp));
        // a new encounter's GM token, stored with its first events (README, Run on PostgreSQL)
        configuration.commandBus().registerHandlerInterceptor(new CreatedTokens(cp));
        configuration.eventStore().registerDispatchInterceptor(metrics.eventsAppended());
        configuration.start();
        started.set(projections(configuration));
        if (clusterBus != null) {
            clusterBus.connect();
        }
        return configuration;
    }

    /** The service's only way to send a command (its failures translated where another node decided it). */
    @Singleton
    EncounterGateway encounterGateway(Configuration configuration) {
        return new EncounterGateway(configuration.commandGateway());
    }

    @Singleton
    EventStore eventStore(Configuration configuration) {
        return configuration.eventStore();
    }

    @Singleton
    Projections projections(Configuration configuration) {
        return new Projections(configuration.eventProcessingConfiguration()
                .eventProcessor(EncounterProjector.GROUP, PooledStreamingEventProcessor.class)
                .orElseThrow(() -> new IllegalStateException("no projection processor")));
    }
}
