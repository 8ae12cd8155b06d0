package battleledger.kernel.battlefield;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.IntentEvent.Moved;
import battleledger.kernel.model.Condition;
import battleledger.kernel.narration.Line;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.battlefield.GridScenes.flanking;
import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.battlefield.GridScenes.path;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the engine says aloud does not place a creature that hides (001 › Exploration › Stealth › Benefits of Being
 * Hidden: "your enemies don't know where you are"): refusals, the mover's own line, the reasons of a roll, and a zone
 * that would have to pick it.
 */
class HiddenCreatureSecretsTest {

    /** Ann, invisible and with a sword, hidden from the orc beside her; the orc's turn. */
    static Scene annHiddenBesideTheOrc() {
        return GridHiddenInTheWayTest.annHiddenFromTheOrc(Creature.named("ann").dex(16).sword("1d8"), 1);
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: while the battle waits for hidden Ann's "
            + "opportunity attack, the orc's player's refused commands say a creature is asked, not who; the GM's say")
    void aRefusalWhileAHiddenCreatureIsAskedDoesNotNameIt() {
        Scene asked = annHiddenBesideTheOrc().then(Move.along("orc", path(2, 0, 3, 0)));
        assertThat(asked.when("orc", new EndTurn("orc")).thenRejectedWith("awaiting-reaction").detail())
                .startsWith("the battle waits for a creature to take or pass").doesNotContain("ann");
        assertThat(asked.when("orc", new PassReaction("orc")).thenRejectedWith("no-reaction-offered").detail())
                .isEqualTo("the battle is asking a creature, not orc");
        // the GM is told who
        assertThat(asked.when(new EndTurn("orc")).thenRejectedWith("awaiting-reaction").detail())
                .startsWith("the battle waits for ann to take or pass");
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: hidden Ann's own move is read as a move, "
            + "without whose reach she leaves or comes into; the GM and Ann read it whole")
    void aHiddenMoversLineDoesNotSayWhoseReachItEntered() {
        Scene s = onSquares(Creature.named("ann").dex(16).at(0, 0), Creature.named("orc").side("orcs").at(4, 0))
                .then(new ApplyCondition("ann", Condition.INVISIBLE, null)).then(new Hide("ann", List.of()), 19, 2);
        Moved moved = first(s.when(Move.along("ann", path(1, 0, 2, 0, 3, 0))).events(), Moved.class);
        assertThat(moved.enters()).containsExactly("orc");
        Line line = Narrator.narrate(s.state().battle(), moved);
        assertThat(line.text()).isEqualTo("Ann moves 15 feet.");
        assertThat(line.secret()).isEqualTo("Ann moves 15 feet, into the reach of Orc.");
        assertThat(line.privy()).containsExactly("ann");
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: \"A creature from which you are hidden "
            + "cannot target you with ... spell effects that require it to pick a specific target\" — a silence "
            + "centred on hidden Ann is refused before its range is measured")
    void aZoneCannotBeCentredOnACreatureHiddenFromTheCaster() {
        Scene s = onSquares(Creature.named("ann").dex(16).at(0, 0),
                Creature.named("devon").side("orcs").cleric(5, "silence").at(40, 0))
                .then(new ApplyCondition("ann", Condition.INVISIBLE, null)).then(new Hide("ann", List.of()), 19, 2)
                .then(new EndTurn("ann"));
        assertThat(s.when(CastSpell.at("devon", "silence", List.of("ann"))).thenRejectedWith("cannot-see-target")
                .detail()).doesNotContain("feet");
    }

    @Test
    @DisplayName("003 › Optional Rule: Flanking: Bob, hidden from the orc, flanks it with Ann; her roll reads "
            + "\"flanking\", not with whom (001 › Exploration › Stealth › Benefits of Being Hidden)")
    void aHiddenFlankerIsNotNamedInTheRoll() {
        Scene s = flanking(Creature.named("bob").dex(16).sword("1d6").at(2, 1), Creature.named("ann").sword("1d6")
                .at(0, 1), Creature.named("orc").side("orcs").monster().hp(30).at(1, 1))
                .then(new ApplyCondition("bob", Condition.INVISIBLE, null)).then(new Hide("bob", List.of()), 19, 2)
                .then(new EndTurn("bob"));
        assertThat(s.state().battle().combatant("bob").stance().hiding().from()).containsExactly("orc");
        AttackRolled rolled = first(s.when(new Attack("ann", "orc", "sword", null, false, null), 10, 5, 3).events(),
                AttackRolled.class);
        assertThat(rolled.roll().advantage()).containsExactly("flanking");
    }

    @Test
    @DisplayName("003 › Cover: Bob, hidden from the orc, stands in Ann's line of fire and gives it half cover; the "
            + "roll, which everyone reads, says \"half cover\" without the lines that would point at him (001 › "
            + "Exploration › Stealth › Benefits of Being Hidden)")
    void coverFromAHiddenCreatureIsNotTracedInTheRoll() {
        Scene s = onSquares(Creature.named("bob").dex(16).at(1, 0), Creature.named("ann").dex(14).bow("1d8").at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(30).at(3, 0))
                .then(new ApplyCondition("bob", Condition.INVISIBLE, null)).then(new Hide("bob", List.of()), 19, 2)
                .then(new EndTurn("bob"));
        assertThat(s.state().battle().combatant("bob").stance().hiding().from()).containsExactly("orc");
        AttackRolled rolled = first(s.when(new Attack("ann", "orc", "bow", null, false, null), 10, 3).events(),
                AttackRolled.class);
        assertThat(rolled.acModifiers()).extracting(m -> m.source() + " " + m.value()).containsExactly("half cover 2");
    }

    @Test
    @DisplayName("003 › Creature Size and Space: \"Tiny 4 per square\" — the imp heads for a square four rats share, "
            + "its three allies and a foe hidden from it: it is stopped before the square, not told the square is full")
    void aSquareFullWithAHiddenTinyCreatureStopsTheMoverBeforeIt() {
        battleledger.kernel.model.Size tiny = battleledger.kernel.model.Size.TINY;
        Scene s = onSquares(Creature.named("rat4").side("rats").size(tiny).at(2, 0),
                Creature.named("rat1").side("fiends").size(tiny).at(2, 0),
                Creature.named("rat2").side("fiends").size(tiny).at(2, 0),
                Creature.named("rat3").side("fiends").size(tiny).at(2, 0),
                Creature.named("imp").side("fiends").size(tiny).at(0, 0))
                .then(new ApplyCondition("rat4", Condition.INVISIBLE, null))
                .then(new Hide("rat4", List.of()), 19, 2, 2, 2, 2);
        while (!s.state().battle().turn().equals("imp")) {
            s = s.then(new EndTurn(s.state().battle().turn()));
        }
        assertThat(s.state().battle().combatant("rat4").stance().hiding().from()).contains("imp");
        s.when(Move.along("imp", path(1, 0, 2, 0))).then(events -> {
            assertThat(first(events, Moved.class).path()).containsExactly(GridScenes.at(1, 0));
            assertThat(first(events, battleledger.kernel.event.StanceEvent.MoveBlocked.class).blocked())
                    .isEqualTo(GridScenes.at(2, 0));
        });
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: without a grid, the orc's player cannot name "
            + "hidden Ann's reach in a move: refused alike whether she stands beside it or not; the GM may name it")
    void withoutAGridAMoveCannotProbeAHiddenCreaturesReach() {
        Scene hidden = battleledger.kernel.support.Scene.of(Creature.named("ann").dex(14).sword("1d8"),
                Creature.named("orc").side("orcs")).then(new Hide("ann", List.of()), 10, 5);
        assertThat(hidden.state().battle().combatant("ann").stance().hiding().from()).containsExactly("orc");
        Scene beside = hidden.then(new Move("ann", 5, List.of(), List.of("orc"), false)).then(new EndTurn("ann"));
        Scene apart = hidden.then(new EndTurn("ann"));
        Move away = new Move("orc", 5, List.of("ann"), List.of(), false);
        assertThat(beside.when("orc", away).thenRejectedWith("hidden-from-mover").detail())
                .isEqualTo(apart.when("orc", away).thenRejectedWith("hidden-from-mover").detail());
        apart.when("orc", new Move("orc", 5, List.of(), List.of("ann"), false)).thenRejectedWith("hidden-from-mover");
        beside.when(away).then(events -> assertThat(first(events,
                battleledger.kernel.event.TurnEvent.ReactionOffered.class).reactor()).isEqualTo("ann"));
    }
}
