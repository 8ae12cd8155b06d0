package battleledger.ledger.axon;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.rules.Rule;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.axonframework.commandhandling.CommandBus;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.commandhandling.distributed.DistributedCommandBus;
import org.axonframework.commandhandling.distributed.RoutingStrategy;
import org.axonframework.extensions.jgroups.commandhandling.JGroupsConnector;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;
import org.jgroups.JChannel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.TimeUnit;

/**
 * Axon's distributed command bus over JGroups (issue 12, Several nodes): each encounter's commands are routed by
 * consistent hashing on the encounter id to the one node that owns it, so they are decided one after the other on
 * that node's current state whichever node received them. A node that leaves (or dies) drops out of the hash and
 * its encounters go to the others. The channel is TCP with a fixed member list ({@code ledger-jgroups.xml}).
 */
final class ClusterCommandBus {

    private static final Logger LOG = LoggerFactory.getLogger(ClusterCommandBus.class);
    static final String JGROUPS_CONFIG = "ledger-jgroups.xml";

    private final JGroupsConnector connector;
    private final DistributedCommandBus bus;
    private final ClusterSettings settings;

    private ClusterCommandBus(JGroupsConnector connector, DistributedCommandBus bus, ClusterSettings settings) {
        this.connector = connector;
        this.bus = bus;
        this.settings = settings;
    }

    static ClusterCommandBus create(ClusterSettings settings, CommandBus localSegment, EventCatalog catalog) {
        // the placeholders of ledger-jgroups.xml; JGroups reads them when it builds the channel
        System.setProperty("ledger.jgroups.bind_addr", settings.getBindAddress());
        System.setProperty("ledger.jgroups.bind_port", Integer.toString(settings.getPort()));
        System.setProperty("ledger.jgroups.initial_hosts", settings.getMembers());
        JChannel channel;
        try {
            channel = new JChannel(JGROUPS_CONFIG);
        } catch (Exception e) {
            throw new IllegalStateException("cannot build the cluster channel from " + JGROUPS_CONFIG, e);
        }
        JGroupsConnector connector = JGroupsConnector.builder()
                .localSegment(StoreFailures.named(localSegment)) // a store failure described as one
                .channel(channel)
                .clusterName(settings.getName())
                .serializer(wireSerializer(catalog))
                .routingStrategy(byEncounter())
                .build();
        DistributedCommandBus bus = DistributedCommandBus.builder()
                .commandRouter(connector)
                .connector(connector)
                .build();
        return new ClusterCommandBus(connector, bus, settings);
    }

    DistributedCommandBus bus() {
        return bus;
    }

    /** Joins the others; called once the aggregate's handlers are subscribed, so the join announces them. */
    void connect() {
        try {
            connector.connect();
            if (!connector.awaitJoined(settings.getJoinTimeoutSeconds(), TimeUnit.SECONDS)) {
                throw new IllegalStateException("did not join the cluster \"" + settings.getName() + "\" within "
                        + settings.getJoinTimeoutSeconds() + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while joining the cluster", e);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("cannot join the cluster \"" + settings.getName() + "\"", e);
        }
        LOG.info("joined the cluster \"{}\" as {} on {}:{}", settings.getName(), connector.getNodeName(),
                settings.getBindAddress(), settings.getPort());
    }

    void disconnect() {
        connector.disconnect();
    }

    /** Consistent hashing on the encounter id: all of one encounter's commands go to the same node. */
    static RoutingStrategy byEncounter() {
        return ClusterCommandBus::encounterOf;
    }

    static String encounterOf(CommandMessage<?> command) {
        Object payload = command.getPayload();
        if (payload instanceof EncounterCommands.Create create) {
            return create.encounterId();
        }
        if (payload instanceof EncounterCommands.Submit submit) {
            return submit.encounterId();
        }
        if (payload instanceof EncounterCommands.Import imported) { // a battle file (issue 15) becomes an encounter
            return imported.encounterId();
        }
        throw new IllegalArgumentException("no encounter to route " + command.getCommandName() + " by");
    }

    /**
     * The serializer of commands and their results between nodes: the store's Jackson serializer, and a refusal
     * (a {@link RuleViolation} inside {@link EncounterCommands.Decided}) as its kind, code, rule and detail.
     */
    static Serializer wireSerializer(EventCatalog catalog) {
        ObjectMapper mapper = KernelJson.newMapper();
        mapper.addMixIn(RuleViolation.class, RuleViolationJson.class);
        return new LedgerSerializer(JacksonSerializer.builder().objectMapper(mapper), catalog);
    }

    @JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.NONE,
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE)
    @JsonIgnoreProperties(ignoreUnknown = true)
    abstract static class RuleViolationJson {

        @JsonCreator
        RuleViolationJson(@JsonProperty("kind") RuleViolation.Kind kind, @JsonProperty("code") String code,
                          @JsonProperty("rule") Rule rule, @JsonProperty("detail") String detail) {
        }

        @JsonProperty("kind")
        abstract RuleViolation.Kind kind();

        @JsonProperty("code")
        abstract String code();

        @JsonProperty("rule")
        abstract Rule rule();

        @JsonProperty("detail")
        abstract String getMessage();
    }
}
