package battleledger.ledger.projection;

import io.micronaut.data.connection.ConnectionOperations;
import jakarta.inject.Singleton;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows a group of encounters has now, read for a rebuild to compare with (issue 18): one query per table for
 * the whole group, not one per table and encounter.
 */
@Singleton
class GroupRows {

    /** One encounter's rows as they stand (an empty list, or a null summary, for none). */
    record Old(EncounterView encounter, List<CombatantView> combatants, List<InitiativeView> places,
               List<StepViewRow> steps, List<StateRow> snapshots, List<LogEntry> lines) {
    }

    private interface Reader<T> {
        T read(ResultSet rs) throws SQLException;
    }

    private final ConnectionOperations<Connection> connections;
    private final EncounterViews encounters;
    private final CombatantViews combatants;
    private final InitiativeViews initiative;

    GroupRows(ConnectionOperations<Connection> connections, EncounterViews encounters, CombatantViews combatants,
              InitiativeViews initiative) {
        this.connections = connections;
        this.encounters = encounters;
        this.combatants = combatants;
        this.initiative = initiative;
    }

    /** The rows of these encounters, in the caller's transaction. */
    Map<String, Old> of(List<String> ids) {
        if (ids.isEmpty()) {
            return Map.of();
        }
        Map<String, EncounterView> views = new HashMap<>();
        encounters.findByIdIn(ids).forEach(v -> views.put(v.id(), v));
        Map<String, List<CombatantView>> fighters = new HashMap<>();
        combatants.findByEncounterIdIn(ids).forEach(c -> listOf(fighters, c.encounterId()).add(c));
        Map<String, List<InitiativeView>> places = new HashMap<>();
        initiative.findByEncounterIdIn(ids).forEach(p -> listOf(places, p.encounterId()).add(p));
        Map<String, List<StepViewRow>> steps = query("SELECT encounter_id, step, sender, kind, command, status, "
                + "in_effect, redecided_in, reason, digest FROM step_view WHERE encounter_id IN (%s)", ids,
                rs -> new StepViewRow(rs.getString(1), rs.getInt(2), rs.getString(3), rs.getString(4),
                        rs.getString(5), rs.getString(6), rs.getBoolean(7), (Integer) rs.getObject(8, Integer.class),
                        rs.getString(9), rs.getString(10)));
        Map<String, List<StateRow>> states = query("SELECT encounter_id, step, digest, battle FROM state_view "
                + "WHERE encounter_id IN (%s)", ids, rs -> new StateRow(rs.getInt(2), rs.getString(3), rs.getString(4)));
        Map<String, List<LogEntry>> lines = query("SELECT encounter_id, id, sequence, step, event_type, kind, text, "
                + "rule, rolls, origin, first_roll, secret, privy FROM log_entry WHERE encounter_id IN (%s)", ids,
                rs -> new LogEntry(rs.getString(2), rs.getString(1), rs.getLong(3), rs.getInt(4), rs.getString(5),
                        rs.getString(6), rs.getString(7), rs.getString(8), rs.getString(9), rs.getInt(10),
                        rs.getInt(11), rs.getString(12), rs.getString(13)));
        Map<String, Old> out = new HashMap<>();
        for (String id : ids) {
            out.put(id, new Old(views.get(id), fighters.getOrDefault(id, List.of()), places.getOrDefault(id, List.of()),
                    steps.getOrDefault(id, List.of()), states.getOrDefault(id, List.of()),
                    lines.getOrDefault(id, List.of())));
        }
        return out;
    }

    private static <T> List<T> listOf(Map<String, List<T>> map, String id) {
        return map.computeIfAbsent(id, k -> new ArrayList<>());
    }

    /** Rows grouped by their encounter, the first column. */
    private <T> Map<String, List<T>> query(String sql, List<String> ids, Reader<T> reader) {
        return connections.executeRead(status -> {
            try (PreparedStatement ps = status.getConnection().prepareStatement(
                    String.format(sql, String.join(",", Collections.nCopies(ids.size(), "?"))))) {
                for (int i = 0; i < ids.size(); i++) {
                    ps.setString(i + 1, ids.get(i));
                }
                ps.setFetchSize(1000);
                try (ResultSet rs = ps.executeQuery()) {
                    Map<String, List<T>> out = new HashMap<>();
                    while (rs.next()) {
                        listOf(out, rs.getString(1)).add(reader.read(rs));
                    }
                    return out;
                }
            } catch (SQLException e) {
                throw new IllegalStateException("cannot read the rows of " + ids, e);
            }
        });
    }
}
