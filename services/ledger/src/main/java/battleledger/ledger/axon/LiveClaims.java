package battleledger.ledger.axon;

import io.micronaut.context.annotation.Value;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import jakarta.inject.Singleton;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The projection's segments that other nodes are processing now (issue 12, several nodes): claimed in the token table
 * by another owner than this node within Axon's claim time-out, and not processed here. A node that stopped released its claims;
 * one that was killed holds them until the time-out.
 */
@Singleton
public final class LiveClaims {

    /** Axon's token store lets a claim lapse after this long without being extended (its default, kept here). */
    static final Duration CLAIM_TIMEOUT = Duration.ofSeconds(10);
    private static final String CLAIMS = "SELECT segment, time_stamp, token_owner FROM token_entry "
            + "WHERE processor_name = ?";

    private final DataSource pool;
    private final Projections projections;
    private final boolean alone;
    /** This node's name in the token table: the one AxonFactory gives the token store, else Axon's default. */
    private final String self;

    LiveClaims(DataSource dataSource, Projections projections,
               @Value("${datasources.default.url:}") String url,
               @Value("${ledger.cluster.enabled:false}") boolean clustered) {
        this.pool = DelegatingDataSource.unwrapDataSource(dataSource);
        this.projections = projections;
        this.alone = TokenOwner.alone(url, clustered);
        this.self = TokenOwner.self(url);
    }

    /** The segments another node holds a live claim on; empty when this node is the only one projecting. */
    public List<Integer> elsewhere() {
        Set<Integer> here = projections.segmentsHere();
        List<Integer> elsewhere = new ArrayList<>(claimedByOthers());
        elsewhere.removeIf(here::contains);
        return elsewhere;
    }

    /**
     * The segments another node holds a live claim on, whatever this node's processor still shows for them (a
     * segment whose work here ended in error stays in its status after another node claimed it); empty when this
     * node is the only one projecting.
     */
    public Set<Integer> claimedByOthers() {
        if (alone) {
            return Set.of(); // H2 in a file of its own: no other node can be there
        }
        Instant lapsed = Instant.now().minus(CLAIM_TIMEOUT);
        Set<Integer> others = new java.util.TreeSet<>();
        try (Connection c = pool.getConnection(); PreparedStatement ps = c.prepareStatement(CLAIMS)) {
            ps.setString(1, projections.name());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String owner = rs.getString(3);
                    if (owner != null && !self.equals(owner) && claimedSince(rs.getString(2), lapsed)) {
                        others.add(rs.getInt(1));
                    }
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the projection's claims", e);
        }
        return others;
    }

    /** How many of {@code processor}'s segments no node holds now (for readiness). */
    public int unheld(String processor) {
        return unheld(pool, processor, Instant.now());
    }

    /**
     * How many of {@code processor}'s segments no node holds at {@code now}: never claimed, released, or their claim
     * lapsed ({@link ClaimShare}: a node takes them past its share).
     */
    static int unheld(DataSource pool, String processor, Instant now) {
        Instant lapsed = now.minus(CLAIM_TIMEOUT);
        int count = 0;
        try (Connection c = pool.getConnection(); PreparedStatement ps = c.prepareStatement(CLAIMS)) {
            ps.setString(1, processor);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    count += noneHolds(rs.getString(3), rs.getString(2), lapsed) ? 1 : 0;
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the projection's claims", e);
        }
        return count;
    }

    /** A segment no node holds: no owner, or its owner's claim was stamped before {@code lapsed}. */
    static boolean noneHolds(String owner, String stamp, Instant lapsed) {
        return owner == null || !claimedSince(stamp, lapsed);
    }

    /** Whether a claim stamped at {@code stamp} (Axon writes an ISO-8601 instant) is still live; unreadable: live. */
    private static boolean claimedSince(String stamp, Instant lapsed) {
        if (stamp == null) {
            return true;
        }
        try {
            return Instant.parse(stamp).isAfter(lapsed);
        } catch (DateTimeParseException e) {
            return true;
        }
    }
}
