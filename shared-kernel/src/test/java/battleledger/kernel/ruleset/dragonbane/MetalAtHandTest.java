package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.DropItem;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Gear;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.orc;
import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.whirlwind;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Magic and Metal: "you cannot use magic if you are wearing metal armor or have a metal weapon at hand ...
 * Items in your inventory do not count." Vera (Elementalism 14) carries a dagger, a knife and so metal. Where the table
 * follows her hands ({@code gear.held}) only the dagger she holds forbids her magic: in her pack, or dropped, it does
 * not. Where it does not follow them, every weapon of her stat block is at hand, as before.
 */
class MetalAtHandTest {

    private static StatBlock vera(List<String> held) {
        StatBlock base = AreaDodgeTest.vera(null);
        List<AttackProfile> attacks = new ArrayList<>(base.attacks());
        attacks.add(new AttackProfile("dagger", "knives", 0, "1d8", "piercing", 5, null));
        StatBlock armed = new StatBlock(base.id(), base.name(), base.side(), base.abilities(), base.level(), base.ac(),
                base.hp(), base.speed(), base.size(), base.position(), attacks, base.spells(), base.slots(),
                base.resistances(), base.vulnerabilities(), base.immunities(), base.monster(), base.villain(),
                base.hitDie(), base.magic(), base.creatureType(), base.gear(), base.attributes(), base.skills(),
                base.wp(), base.armor(), base.mage());
        return armed.withGear(new Gear(held == null ? 1 : 2 - held.size(), true, null, null, held));
    }

    private static GivenWhenThen table(List<String> held, Integer... dice) {
        CreateEncounter create = new CreateEncounter("bridge", "The burning bridge", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(
                        DragonbaneEncounterTest.script(dice))));
        return given(Fixtures.history(create, new AddCombatant(vera(held)), new AddCombatant(orc("orc", null)),
                new AddCombatant(orc("goblin", null)), new StartCombat(List.of(), List.of())));
    }

    @Test
    @DisplayName("004 › Magic and Metal: Vera holding her dagger cannot cast the whirlwind (409, citing 004)")
    void aMetalWeaponInHandForbidsMagic() {
        RuleViolation refused = table(List.of("dagger")).when("vera", whirlwind())
                .thenRejectedWith("metal-forbids-magic");
        assertThat(refused.rule()).isEqualTo(DragonbaneRule.MAGIC_AND_METAL);
        assertThat(refused.getMessage()).contains("dagger");
    }

    @Test
    @DisplayName("004 › Magic and Metal: \"Items in your inventory do not count\": her dagger in her pack, she holds her staff and casts")
    void aMetalWeaponInThePackDoesNotCount() {
        table(List.of("staff"), 5, 6).when("vera", whirlwind())
                .then(events -> assertThat(all(events, SpellCastWithWillpower.class)).hasSize(1));
    }

    @Test
    @DisplayName("004 › Magic and Metal: once she drops the dagger (a free interaction, 001 › Use an Item) it is no longer at hand, and she casts")
    void droppingTheDaggerLetsHerCast() {
        table(List.of("dagger"), 5, 6).when("vera", new DropItem("vera", "dagger")).andThen()
                .when("vera", whirlwind())
                .then(events -> assertThat(all(events, SpellCastWithWillpower.class)).hasSize(1));
    }

    @Test
    @DisplayName("004 › Magic and Metal: a mage whose hands the table does not follow has every weapon of her stat block at hand")
    void withHandsNotFollowedEveryWeaponIsAtHand() {
        table(null).when("vera", whirlwind()).thenRejectedWith("metal-forbids-magic");
    }
}
