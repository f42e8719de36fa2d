//! The Subnet Calculator.

use penknife_core::subnet as engine;

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput) {
    let split_prefix = input.number(0u8..=130).to_string();
    let fields = input.fields();
    let (cidr, address) = (fields[0], fields.get(1).copied().unwrap_or_default());
    let subnet = match engine::calculate(cidr) {
        Ok(subnet) => subnet,
        Err(refusal) => {
            // A refused network is refused the same way by every question.
            assert_eq!(engine::split(cidr, &split_prefix).err().as_ref(), Some(&refusal));
            assert_eq!(engine::contains(cidr, address).err().as_ref(), Some(&refusal));
            return;
        }
    };
    // The network reads back as itself, holds the address typed and its own ends.
    let again = engine::calculate(&subnet.cidr).expect("the network's own CIDR");
    assert_eq!((again.cidr.as_str(), again.is_network_address), (subnet.cidr.as_str(), true));
    for inside in [&subnet.address, &subnet.first_host, &subnet.last_host, &subnet.network] {
        assert!(engine::contains(&subnet.cidr, inside).expect("its own address").inside, "{inside} in {}", subnet.cidr);
    }
    // A split lists at most SPLIT_LIMIT subnets, the first one starting where the network does.
    if let Ok(split) = engine::split(cidr, &split_prefix) {
        assert!(!split.subnets.is_empty() && split.subnets.len() <= engine::SPLIT_LIMIT);
        assert!(split.subnets[0].cidr.starts_with(&subnet.network));
        for part in &split.subnets {
            assert!(engine::contains(&subnet.cidr, &part.last_host).expect("a subnet's host").inside);
        }
    }
    // Any address is inside or not, or refused for what it is.
    let _ = engine::contains(cidr, address);
}
