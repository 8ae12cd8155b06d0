package battleledger.ledger.projection;

import io.micronaut.data.connection.ConnectionOperations;
import jakarta.inject.Singleton;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Reads an encounter's combatants ({@code GET /combatants}, the read the other reads' viewers also make) by the
 * columns' places in one hand-written query, and updates the rows a projection batch changed the same way. The repository's {@code findByEncounterIdOrderByOrdinal} maps every
 * column of every row by its name, which it derives from the property's name each time, and H2 looks each name up
 * again: in a profile of reads at 16 clients (issue 18) that mapping took as much time as the query itself. The
 * entity's record constructor fixes the columns' order here; {@code CombatantRowsTest} compares this read with the
 * repository's, and reads back through the repository what an update wrote, column for column.
 */
@Singleton
public class CombatantRows {

    static final String COLUMNS = "id, encounter_id, combatant_id, ordinal, name, side, hp, max_hp, ac, speed, size, "
            + "conditions, position_x, position_y, reaction_available, surprised, readied, concentration, life, "
            + "death_saves, dodging, hiding, helped_by, hit_dice_spent, within_reach, spellcasting, wp, max_wp";

    /** Every column but the id, set by {@link #update}. */
    private static final String UPDATE = "UPDATE combatant_view SET "
            + java.util.Arrays.stream(COLUMNS.split(", ")).skip(1).map(c -> c + " = ?")
                    .collect(java.util.stream.Collectors.joining(", ")) + " WHERE id = ?";

    private final ConnectionOperations<Connection> connections;

    public CombatantRows(ConnectionOperations<Connection> connections) {
        this.connections = connections;
    }

    /** The encounter's combatants in the order they joined. */
    public List<CombatantView> of(String encounterId) {
        return connections.executeRead(status -> {
            try (PreparedStatement ps = status.getConnection().prepareStatement(
                    "SELECT " + COLUMNS + " FROM combatant_view WHERE encounter_id = ? ORDER BY ordinal")) {
                ps.setString(1, encounterId);
                try (ResultSet rs = ps.executeQuery()) {
                    List<CombatantView> out = new ArrayList<>();
                    while (rs.next()) {
                        out.add(row(rs));
                    }
                    return out;
                }
            } catch (SQLException e) {
                throw new IllegalStateException("cannot read the combatants of " + encounterId, e);
            }
        });
    }

    /**
     * Updates the rows of combatants a projection batch changed, in one JDBC batch on the connection of the
     * transaction in progress, by the columns' places (the repository's {@code updateAll} bound every column of every
     * row by a name derived again per row: 13% of the projection's samples under 16 writers, issue 18).
     */
    void update(Collection<CombatantView> rows) {
        JdbcBatch.run(connections, UPDATE, rows, (ps, v) -> {
            ps.setString(1, v.encounterId());
            ps.setString(2, v.combatantId());
            ps.setInt(3, v.ordinal());
            ps.setString(4, v.name());
            ps.setString(5, v.side());
            ps.setInt(6, v.hp());
            ps.setInt(7, v.maxHp());
            ps.setInt(8, v.ac());
            ps.setInt(9, v.speed());
            ps.setString(10, v.size());
            ps.setString(11, v.conditions());
            JdbcBatch.integer(ps, 12, v.positionX());
            JdbcBatch.integer(ps, 13, v.positionY());
            ps.setBoolean(14, v.reactionAvailable());
            ps.setBoolean(15, v.surprised());
            JdbcBatch.text(ps, 16, v.readied());
            JdbcBatch.text(ps, 17, v.concentration());
            ps.setString(18, v.life());
            ps.setInt(19, v.deathSaves());
            ps.setBoolean(20, v.dodging());
            JdbcBatch.text(ps, 21, v.hiding());
            ps.setString(22, v.helpedBy());
            ps.setInt(23, v.hitDiceSpent());
            ps.setString(24, v.withinReach());
            JdbcBatch.text(ps, 25, v.spellcasting());
            JdbcBatch.integer(ps, 26, v.wp());
            JdbcBatch.integer(ps, 27, v.maxWp());
            ps.setString(28, v.id());
        }, "the combatants' rows");
    }

    static CombatantView row(ResultSet rs) throws SQLException {
        return new CombatantView(rs.getString(1), rs.getString(2), rs.getString(3), rs.getInt(4), rs.getString(5),
                rs.getString(6), rs.getInt(7), rs.getInt(8), rs.getInt(9), rs.getInt(10), rs.getString(11),
                rs.getString(12), integer(rs, 13), integer(rs, 14), rs.getBoolean(15), rs.getBoolean(16),
                rs.getString(17), rs.getString(18), rs.getString(19), rs.getInt(20), rs.getBoolean(21),
                rs.getString(22), rs.getString(23), rs.getInt(24), rs.getString(25), rs.getString(26),
                integer(rs, 27), integer(rs, 28));
    }

    private static Integer integer(ResultSet rs, int column) throws SQLException {
        int value = rs.getInt(column);
        return rs.wasNull() ? null : value;
    }
}
