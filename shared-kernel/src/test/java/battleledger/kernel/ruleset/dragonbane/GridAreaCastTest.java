package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.event.TurnEvent.DefenceOffered;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Position;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Spot;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Sphere, Cone on the grid (with 003's half-a-square rule, the encounter's default area method): who stands in
 * the area is found from where everyone stands, not only from the targets named. Vera stands at (5, 5); a square is
 * 2 m (Dragonbane core rules › Actions and Movement); the creatures stand as in {@code RangeAndAreaTest}.
 */
class GridAreaCastTest {

    static GivenWhenThen field(String[] ids, int[][] cells, Integer... dice) {
        CreateEncounter create = new CreateEncounter("bridge", "The burning bridge", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withGrid(EncounterOptions.GridKind.SQUARES, EncounterOptions.AreaMethod.DMG,
                        false).withDice(EncounterOptions.DiceOptions.scripted(DragonbaneEncounterTest.script(dice))));
        List<battleledger.kernel.command.EncounterCommand> setup = new ArrayList<>();
        setup.add(create);
        setup.add(new AddCombatant(AreaDodgeTest.vera(new Position(5, 5))));
        for (int i = 0; i < ids.length; i++) {
            setup.add(new AddCombatant(AreaDodgeTest.orc(ids[i], new Position(cells[i][0], cells[i][1]))));
        }
        setup.add(new StartCombat(List.of(), List.of()));
        return given(Fixtures.history(setup.toArray(new battleledger.kernel.command.EncounterCommand[0])));
    }

    static CastSpell cast(String spell, Spot point, String... targets) {
        return new CastSpell("vera", spell, null, null, List.of(targets), point, null, false, null, 1, null, null,
                null, null);
    }

    static List<String> struck(List<battleledger.kernel.event.EncounterEvent> events) {
        return all(events, SpellCastWithWillpower.class).get(0).hits().stream()
                .map(SpellCastWithWillpower.WillpowerHit::target).toList();
    }

    static final String[] AROUND = {"orc-1", "orc-2", "orc-edge", "orc-far"};
    static final int[][] AROUND_CELLS = {{6, 5}, {4, 6}, {5, 8}, {9, 5}};

    @Test
    @DisplayName("004 › Sphere: \"the spell affects all targets within the chosen area except the mage themself\" — on the grid the whirlwind finds the two orcs beside Vera, though none is named")
    void aSphereFindsWhoStandsInIt() {
        field(AROUND, AROUND_CELLS, 5, 6).when("vera", cast("whirlwind", null)).then(events -> {
            assertThat(struck(events)).containsExactly("orc-1", "orc-2");
            assertThat(all(events, DefenceOffered.class)).extracting(DefenceOffered::reactor)
                    .containsExactly("orc-1", "orc-2");
        });
    }

    @Test
    @DisplayName("004 › Sphere: on the grid a named target outside the sphere is refused (409 not-in-area), and so is the mage herself")
    void aNamedTargetOutsideTheSphereIsRefused() {
        RuleViolation far = field(AROUND, AROUND_CELLS, 5, 6).when("vera", cast("whirlwind", null, "orc-far"))
                .thenRejectedWith("not-in-area");
        assertThat(far.rule()).isEqualTo(DragonbaneRule.SPHERE);
        field(AROUND, AROUND_CELLS, 5, 6).when("vera", cast("whirlwind", null, "vera"))
                .thenRejectedWith("sphere-excludes-mage");
        field(AROUND, AROUND_CELLS, 5, 6).when("vera", cast("whirlwind", null, "orc-1"))
                .then(events -> assertThat(struck(events)).containsExactly("orc-1", "orc-2"));
    }

    @Test
    @DisplayName("004 › Sphere: a Large ogre is in the whirlwind when any square of its space is, though the square it stands on is not")
    void aLargeCreatureIsInTheSphereByAnyOfItsSquares() {
        assertThat(SpellAreas.targets(battleledger.kernel.grid.Grid.squares(), Grimoire.spell("whirlwind"), "vera",
                battleledger.kernel.grid.Cell.of(5, 5), null, java.util.Map.of("ogre",
                        battleledger.kernel.grid.Cell.of(6, 3)), battleledger.kernel.grid.Blockers.none(),
                EncounterOptions.AreaMethod.DMG)).as("the square it stands on is outside").isEmpty();
        StatBlock small = AreaDodgeTest.orc("ogre", new Position(6, 3));
        StatBlock ogre = new StatBlock(small.id(), small.name(), small.side(), null, 0, 0, small.hp(), 10,
                battleledger.kernel.model.Size.LARGE, small.position(), small.attacks(), null, null, null, null, null,
                false, false, 0, null, null, null, small.attributes(), small.skills(), small.wp(), small.armor(), null);
        CreateEncounter create = new CreateEncounter("bridge", "The burning bridge", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withGrid(EncounterOptions.GridKind.SQUARES, EncounterOptions.AreaMethod.DMG,
                        false).withDice(EncounterOptions.DiceOptions.scripted(DragonbaneEncounterTest.script(5, 6))));
        given(Fixtures.history(create, new AddCombatant(AreaDodgeTest.vera(new Position(5, 5))),
                new AddCombatant(ogre), new StartCombat(List.of(), List.of())))
                .when("vera", cast("whirlwind", null)).then(events -> assertThat(struck(events))
                        .containsExactly("ogre"));
    }

    @Test
    @DisplayName("004 › Cone: \"whose width at any given point equals the distance from the source ... The range indicates the length of the cone\" — frost aimed east finds the near and the wide-far orc")
    void aConeFindsWhoStandsInIt() {
        String[] ids = {"near", "wide-near", "wide-far", "behind", "too-far"};
        int[][] cells = {{6, 5}, {6, 8}, {9, 7}, {3, 5}, {11, 5}};
        CastSpell aimed = cast("frost", new Spot(10, 5));
        field(ids, cells, 5, 4).when("vera", aimed).then(events -> {
            assertThat(struck(events)).contains("near", "wide-far").doesNotContain("wide-near", "behind", "too-far");
            // the stored intent keeps the aim, so replay and /verify decide the cast the same
            assertThat(all(events, battleledger.kernel.event.DragonbaneIntent.WillpowerSpellChosen.class).get(0)
                    .command()).isEqualTo(aimed);
        });
        field(ids, cells, 5, 4).when("vera", cast("frost", null, "near")).then(events ->
                assertThat(struck(events)).contains("near").doesNotContain("behind", "wide-near"));
        RuleViolation unaimed = field(ids, cells, 5, 4).when("vera", cast("frost", null))
                .thenRejectedWith("cone-needs-aim");
        assertThat(unaimed.rule()).isEqualTo(DragonbaneRule.CONE);
    }
}
